/*
 * dt_ksym.c -- kernel addresses to names, for stack(), sym(), func(), mod()
 * and printf's %a.
 *
 * /proc/kallsyms lists every kernel symbol, one a line:
 *
 *	ffffffff81a0b2c0 T do_syscall_64
 *	ffffffffc0a41010 t ext4_fill_super	[ext4]
 *
 * (address, type letter, name, then the module in brackets for a symbol of
 * a loaded module; BPF programs are listed as module "bpf").  The kernel
 * shows real addresses to root only: to anyone else every address is 0,
 * and nothing can be found.  On this kernel only text symbols are
 * listed with kptr_restrict's default, which is what stacks need.
 *
 * The table is read once, on the first lookup, sorted by address; a
 * symbol ends where the next one at a higher address starts (kallsyms has
 * no sizes).  Among names at one address a global one (T, W) is
 * preferred, as DTrace's symbol tables prefer them.  The core kernel's
 * module is "vmlinux", as DTrace on Linux names it.
 *
 * Lookups answer as DTrace's dtrace_lookup_by_addr() does: a function and
 * the offset into it, or, for an address past the last symbol of a module,
 * the module alone.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "check/dt_stack.h"

typedef struct dt_ksym {
	uint64_t ks_addr;
	const char *ks_name;		/* in kt_names */
	const char *ks_mod;		/* "vmlinux" or in kt_names */
	uint64_t ks_modaddr;		/* its module's first symbol's */
	bool ks_global;
} dt_ksym_t;

struct dt_ksymtab {
	dt_ksym_t *kt_syms;
	size_t kt_n;
	char *kt_names;			/* every name, NUL-separated */
	size_t kt_namelen;
};

/* One kallsyms line into sym (names pointing into line), or false. */
static bool
dt_ksym_parse(char *line, dt_ksym_t *sym)
{
	char *type, *name, *mod, *end;

	sym->ks_addr = strtoull(line, &end, 16);
	if (end == line || *end != ' ')
		return false;
	type = end + 1;
	if (type[0] == '\0' || type[1] != ' ')
		return false;
	if (strchr("tTwW", type[0]) == NULL)
		return false;		/* data, absolute symbols */
	name = type + 2;
	end = name + strcspn(name, "\t\n");
	mod = *end == '\t' ? end + 1 : NULL;
	*end = '\0';
	sym->ks_global = type[0] == 'T' || type[0] == 'W';
	sym->ks_name = name;
	sym->ks_mod = NULL;
	if (mod != NULL && *mod == '[') {
		mod[strcspn(mod, "]\n")] = '\0';
		sym->ks_mod = mod + 1;
	}
	return sym->ks_addr != 0 && *name != '\0';
}

static int
dt_ksym_cmp(const void *pa, const void *pb)
{
	const dt_ksym_t *a = pa, *b = pb;

	if (a->ks_addr != b->ks_addr)
		return a->ks_addr < b->ks_addr ? -1 : 1;
	return (int)b->ks_global - (int)a->ks_global;
}

/* Keep a copy of s in the table's name buffer; returns its offset. */
static size_t
dt_ksym_keep(dt_ksymtab_t *kt, const char *s, size_t *cap)
{
	size_t len = strlen(s) + 1, off = kt->kt_namelen;

	if (off + len > *cap) {
		*cap = (*cap ? *cap * 2 : 1 << 20) + len;
		kt->kt_names = dt_xrealloc(kt->kt_names, *cap);
	}
	memcpy(kt->kt_names + off, s, len);
	kt->kt_namelen += len;
	return off;
}

/* Read /proc/kallsyms; names are stored as offsets until the end, since
   the name buffer moves as it grows. */
static void
dt_ksym_read(dt_ksymtab_t *kt)
{
	FILE *fp = fopen("/proc/kallsyms", "r");
	size_t cap = 0, namecap = 0, *modoff = NULL;
	char line[512];
	dt_ksym_t s;

	if (fp == NULL)
		return;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (!dt_ksym_parse(line, &s))
			continue;
		if (kt->kt_n == cap) {
			cap = cap ? cap * 2 : 65536;
			kt->kt_syms = dt_xrealloc(kt->kt_syms, cap * sizeof(s));
			modoff = dt_xrealloc(modoff, cap * sizeof(*modoff));
		}
		s.ks_name = (const char *)(uintptr_t)dt_ksym_keep(kt,
		    s.ks_name, &namecap);
		modoff[kt->kt_n] = s.ks_mod ? dt_ksym_keep(kt, s.ks_mod,
		    &namecap) : SIZE_MAX;
		kt->kt_syms[kt->kt_n++] = s;
	}
	fclose(fp);
	for (size_t i = 0; i < kt->kt_n; i++) {
		dt_ksym_t *k = &kt->kt_syms[i];

		k->ks_name = kt->kt_names + (uintptr_t)k->ks_name;
		k->ks_mod = modoff[i] == SIZE_MAX ? "vmlinux" :
		    kt->kt_names + modoff[i];
	}
	free(modoff);
	if (kt->kt_n > 0)	/* kt_syms is NULL when kallsyms was empty */
		qsort(kt->kt_syms, kt->kt_n, sizeof(dt_ksym_t), dt_ksym_cmp);
	for (size_t i = 0; i < kt->kt_n; i++) {	/* modules are contiguous */
		dt_ksym_t *k = &kt->kt_syms[i];

		k->ks_modaddr = i > 0 && strcmp(k[-1].ks_mod, k->ks_mod) == 0 ?
		    k[-1].ks_modaddr : k->ks_addr;
	}
}

static dt_ksymtab_t *
dt_ksym_table(dtrace_hdl_t *dtp)
{
	if (dtp->dt_ksyms == NULL) {
		dtp->dt_ksyms = dt_xcalloc(1, sizeof(dt_ksymtab_t));
		dt_ksym_read(dtp->dt_ksyms);
	}
	return dtp->dt_ksyms;
}

/* The last symbol at or below addr (the preferred name there), or NULL. */
static const dt_ksym_t *
dt_ksym_below(const dt_ksymtab_t *kt, uint64_t addr)
{
	size_t lo = 0, hi = kt->kt_n;

	while (lo < hi) {		/* first symbol above addr */
		size_t mid = lo + (hi - lo) / 2;

		if (kt->kt_syms[mid].ks_addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	lo--;
	while (lo > 0 && kt->kt_syms[lo - 1].ks_addr == kt->kt_syms[lo].ks_addr)
		lo--;			/* the first, preferred, name */
	return &kt->kt_syms[lo];
}

int
dt_ksym_lookup(dtrace_hdl_t *dtp, uint64_t addr, dt_symres_t *res)
{
	dt_ksymtab_t *kt = dt_ksym_table(dtp);
	const dt_ksym_t *k = dt_ksym_below(kt, addr);
	const dt_ksym_t *next;

	memset(res, 0, sizeof(*res));
	if (k == NULL)
		return -1;
	next = k + 1;
	while (next < kt->kt_syms + kt->kt_n && next->ks_addr == k->ks_addr)
		next++;
	res->sr_mod = k->ks_mod;
	res->sr_modaddr = k->ks_modaddr;
	if (next == kt->kt_syms + kt->kt_n ||
	    strcmp(next->ks_mod, k->ks_mod) != 0)
		return 1;	/* past a module's last symbol: module only */
	res->sr_name = k->ks_name;
	res->sr_off = addr - k->ks_addr;
	return 0;
}

void
dt_ksym_free(dtrace_hdl_t *dtp)
{
	if (dtp->dt_ksyms == NULL)
		return;
	free(dtp->dt_ksyms->kt_syms);
	free(dtp->dt_ksyms->kt_names);
	free(dtp->dt_ksyms);
	dtp->dt_ksyms = NULL;
}
