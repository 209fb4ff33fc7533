/*
 * pid_sym.c -- an object's functions: one sorted table, and the lookups the
 * pid provider and the consumer make in it.
 *
 * The table (po_syms) holds every function symbol once, sorted by address;
 * the names that share an address follow each other, best first.  "Best"
 * is libproc's order (Oracle and illumos DTrace, Psymtab.c), which decides
 * what DTrace calls a function with several names:
 *
 *   1. STT_FUNC before anything else (here: before STT_GNU_IFUNC)
 *   2. a global or weak symbol before a local one
 *   3. (ours) a name without a version before one with: "memcpy" before
 *      "memcpy@@GLIBC_2.14", and a default .dynsym version before a
 *      hidden one
 *   4. a name not starting with '$' before one that does
 *   5. fewer leading underscores: "go" before "_go", "malloc" before
 *      "__libc_malloc"
 *   6. the smaller size
 *   7. strcmp() of the names with their common leading underscores
 *      taken off
 *
 * Three more arrays serve the lookups:
 *   po_byname	indices of po_syms sorted by name: lookup by exact name is a
 *		binary search
 *   po_maxend	po_maxend[i] = the highest end (ps_vaddr + ps_size) of
 *		po_syms[0..i]: a lookup by address walks down from the last
 *		symbol starting at or below the address and stops where no
 *		earlier symbol can reach it (functions can nest: a .cold
 *		part inside its parent's range, a short alias of a long one)
 *
 * Building all of it for libc (about 7,000 functions with its debuginfo)
 * takes a few milliseconds; bench/pid-symbols measures it.
 */
#ifndef _GNU_SOURCE
#define	_GNU_SOURCE	/* asprintf, qsort_r */
#endif
#include <dlfcn.h>
#include <errno.h>
#include <fnmatch.h>
#include <gelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pid_impl.h"

/* ---------------------------------------------------------------- order */

static bool
pid_sym_versioned(const pid_sym_t *s)
{
	return (s->ps_flags & (PID_SYM_VERSION | PID_SYM_HIDDEN)) != 0;
}

/* libproc's order (plus rule 3) of two names at one address. */
static int
pid_sym_rank(const pid_sym_t *a, const pid_sym_t *b)
{
	const char *an = a->ps_name, *bn = b->ps_name;

	if (a->ps_type != b->ps_type &&
	    (a->ps_type == STT_FUNC || b->ps_type == STT_FUNC))
		return a->ps_type == STT_FUNC ? -1 : 1;
	if ((a->ps_bind == STB_LOCAL) != (b->ps_bind == STB_LOCAL))
		return a->ps_bind == STB_LOCAL ? 1 : -1;
	if (pid_sym_versioned(a) != pid_sym_versioned(b))
		return pid_sym_versioned(a) ? 1 : -1;
	if ((an[0] == '$') != (bn[0] == '$'))
		return an[0] == '$' ? 1 : -1;
	while (*an == '_' && *bn == '_')
		an++, bn++;
	if ((*an == '_') != (*bn == '_'))
		return *an == '_' ? 1 : -1;
	if (a->ps_size != b->ps_size)
		return a->ps_size < b->ps_size ? -1 : 1;
	return strcmp(an, bn);
}

static int
pid_sym_cmp_addr(const void *pa, const void *pb)
{
	const pid_sym_t *a = pa, *b = pb;

	if (a->ps_vaddr != b->ps_vaddr)
		return a->ps_vaddr < b->ps_vaddr ? -1 : 1;
	return pid_sym_rank(a, b);
}

/*
 * For merging: by address, then name, then best first; the copies of one
 * (address, name) from .symtab and .dynsym end up next to each other.
 */
static int
pid_sym_cmp_dup(const void *pa, const void *pb)
{
	const pid_sym_t *a = pa, *b = pb;
	int d;

	if (a->ps_vaddr != b->ps_vaddr)
		return a->ps_vaddr < b->ps_vaddr ? -1 : 1;
	if ((d = strcmp(a->ps_name, b->ps_name)) != 0)
		return d;
	if ((d = pid_sym_rank(a, b)) != 0)
		return d;
	return (int)(a->ps_flags & PID_SYM_DYNSYM) -
	    (int)(b->ps_flags & PID_SYM_DYNSYM);
}

/* Keep the best of each run of one (address, name); return the count. */
static size_t
pid_syms_dedup(pid_sym_t *s, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		if (k > 0 && s[k - 1].ps_vaddr == s[i].ps_vaddr &&
		    strcmp(s[k - 1].ps_name, s[i].ps_name) == 0)
			continue;
		s[k++] = s[i];
	}
	return k;
}

/* Put the names at each address best first, and mark the rest aliases. */
static void
pid_syms_rank(pid_sym_t *s, size_t n)
{
	size_t i, j, k;

	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && s[j].ps_vaddr == s[i].ps_vaddr; j++)
			;
		if (j - i > 1)
			qsort(&s[i], j - i, sizeof(*s), pid_sym_cmp_addr);
		s[i].ps_flags &= ~PID_SYM_ALIAS;
		for (k = i + 1; k < j; k++)
			s[k].ps_flags |= PID_SYM_ALIAS;
	}
}

static int
pid_sym_cmp_name(const void *pa, const void *pb, void *arg)
{
	const pid_sym_t *syms = arg;
	uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
	int d = strcmp(syms[a].ps_name, syms[b].ps_name);

	return d != 0 ? d : a < b ? -1 : a > b;
}

static int
pid_syms_byname(pid_obj_t *obj)
{
	size_t i;

	if (obj->po_nsyms > UINT32_MAX)
		return pid_error(-E2BIG, "pid: too many symbols in %s",
		    obj->po_path);
	obj->po_byname = pid_zalloc(obj->po_nsyms * sizeof(uint32_t));
	if (obj->po_byname == NULL)
		return -ENOMEM;
	for (i = 0; i < obj->po_nsyms; i++)
		obj->po_byname[i] = i;
	qsort_r(obj->po_byname, obj->po_nsyms, sizeof(uint32_t),
	    pid_sym_cmp_name, obj->po_syms);
	return 0;
}

int
pid_syms_index(pid_obj_t *obj)
{
	pid_sym_t *s = obj->po_syms;
	uint64_t end, max = 0;
	size_t i;

	if (obj->po_nsyms == 0)	/* no functions: po_syms may be NULL */
		return pid_syms_byname(obj);
	qsort(s, obj->po_nsyms, sizeof(*s), pid_sym_cmp_dup);
	obj->po_nsyms = pid_syms_dedup(s, obj->po_nsyms);
	pid_syms_rank(s, obj->po_nsyms);
	obj->po_maxend = pid_zalloc(obj->po_nsyms * sizeof(uint64_t));
	if (obj->po_maxend == NULL)
		return -ENOMEM;
	for (i = 0; i < obj->po_nsyms; i++) {
		end = s[i].ps_vaddr + s[i].ps_size;
		if (end < s[i].ps_vaddr)
			end = UINT64_MAX;
		if (end > max)
			max = end;
		obj->po_maxend[i] = max;
	}
	return pid_syms_byname(obj);
}

/* -------------------------------------------------------------- lookups */

const pid_sym_t *
pid_obj_syms(const pid_obj_t *obj, size_t *np)
{
	*np = obj->po_nsyms;
	return obj->po_syms;
}

/* The first index of po_byname whose name is name, or po_nsyms. */
static size_t
pid_byname_first(const pid_obj_t *obj, const char *name)
{
	size_t lo = 0, hi = obj->po_nsyms, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (strcmp(obj->po_syms[obj->po_byname[mid]].ps_name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < obj->po_nsyms &&
	    strcmp(obj->po_syms[obj->po_byname[lo]].ps_name, name) == 0)
		return lo;
	return obj->po_nsyms;
}

/* For pid_obj_lookup: 0 for the best kind of symbol, higher for worse. */
static int
pid_lookup_score(const pid_sym_t *s)
{
	return (s->ps_bind == STB_LOCAL ? 2 : 0) + (pid_sym_versioned(s) ? 1 : 0);
}

const pid_sym_t *
pid_obj_lookup(const pid_obj_t *obj, const char *name)
{
	const pid_sym_t *best = NULL, *s;
	size_t i = pid_byname_first(obj, name);

	for (; i < obj->po_nsyms; i++) {
		s = &obj->po_syms[obj->po_byname[i]];
		if (strcmp(s->ps_name, name) != 0)
			break;
		if (best == NULL ||
		    pid_lookup_score(s) < pid_lookup_score(best) ||
		    (pid_lookup_score(s) == pid_lookup_score(best) &&
		    s->ps_vaddr < best->ps_vaddr))
			best = s;
	}
	return best;
}

const pid_sym_t *
pid_obj_primary(const pid_obj_t *obj, const pid_sym_t *sym)
{
	const pid_sym_t *s = sym;

	if (sym < obj->po_syms || sym >= obj->po_syms + obj->po_nsyms)
		return sym;
	while (s > obj->po_syms && s[-1].ps_vaddr == sym->ps_vaddr)
		s--;
	return s;
}

static bool
pid_sym_holds(const pid_sym_t *s, uint64_t vaddr)
{
	return vaddr >= s->ps_vaddr && vaddr - s->ps_vaddr < s->ps_size;
}

const pid_sym_t *
pid_obj_addr(const pid_obj_t *obj, uint64_t vaddr, uint64_t *offp)
{
	const pid_sym_t *s = obj->po_syms;
	size_t lo = 0, hi = obj->po_nsyms, mid, i, j;

	while (lo < hi) {		/* the first symbol above vaddr */
		mid = lo + (hi - lo) / 2;
		if (s[mid].ps_vaddr <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (i = lo; i-- > 0 && obj->po_maxend[i] > vaddr; ) {
		if (!pid_sym_holds(&s[i], vaddr))
			continue;
		/* the best name at this address that reaches vaddr */
		for (j = i; j > 0 && s[j - 1].ps_vaddr == s[i].ps_vaddr; j--)
			;
		while (!pid_sym_holds(&s[j], vaddr))
			j++;
		if (offp != NULL)
			*offp = vaddr - s[j].ps_vaddr;
		return &s[j];
	}
	return NULL;
}

static bool
pid_is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

/* Whether the pid provider names a function by s when globbing. */
static bool
pid_sym_globbable(const pid_sym_t *s)
{
	return s->ps_size != 0 &&
	    !(s->ps_flags & (PID_SYM_VERSION | PID_SYM_LOCALNAME));
}

int
pid_obj_match(const pid_obj_t *obj, const char *glob, pid_sym_f *f,
    void *arg)
{
	const pid_sym_t *s = obj->po_syms, *sym;
	bool all = strcmp(glob, "*") == 0;
	size_t i, j;
	int rc;

	if (!pid_is_glob(glob)) {
		sym = pid_obj_lookup(obj, glob);
		if (sym == NULL || sym->ps_size == 0)
			return 0;
		return f(pid_obj_primary(obj, sym), arg);
	}
	for (i = 0; i < obj->po_nsyms; i = j) {
		sym = NULL;
		for (j = i; j < obj->po_nsyms && s[j].ps_vaddr == s[i].ps_vaddr;
		    j++) {
			if (sym == NULL && pid_sym_globbable(&s[j]) &&
			    (all || fnmatch(glob, s[j].ps_name, 0) == 0))
				sym = &s[j];
		}
		if (sym != NULL && (rc = f(sym, arg)) != 0)
			return rc;
	}
	return 0;
}

/* ------------------------------------------------------------ demangling */

typedef char *pid_cxa_demangle_f(const char *, char *, size_t *, int *);

static pthread_once_t pid_demangle_once = PTHREAD_ONCE_INIT;
static pid_cxa_demangle_f *pid_cxa_demangle;

/*
 * libstdc++ is loaded only here, and only if present: a C library that
 * links it for one function would drag the C++ runtime into every dtrace.
 * The handle is never closed (the function stays in use).
 */
static void
pid_demangle_init(void)
{
	void *h = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);

	if (h != NULL)
		pid_cxa_demangle = (pid_cxa_demangle_f *)dlsym(h,
		    "__cxa_demangle");
}

char *
pid_demangle(const char *name)
{
	const char *at = strchr(name, '@');
	char *base, *out;
	int status = -1;

	if (strncmp(name, "_Z", 2) != 0)
		return NULL;
	pthread_once(&pid_demangle_once, pid_demangle_init);
	if (pid_cxa_demangle == NULL)
		return NULL;
	if ((base = strndup(name, at ? (size_t)(at - name) : strlen(name))) ==
	    NULL)
		return NULL;
	out = pid_cxa_demangle(base, NULL, NULL, &status);
	free(base);
	if (status != 0) {
		free(out);
		return NULL;
	}
	if (at != NULL) {		/* keep the version: "f()@@V_1" */
		char *v;

		if (asprintf(&v, "%s%s", out, at) < 0)
			v = NULL;
		free(out);
		out = v;
	}
	return out;
}
