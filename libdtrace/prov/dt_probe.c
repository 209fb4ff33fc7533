/*
 * dt_probe.c -- the probe table: creating probes, and matching probe
 * descriptions (provider:module:function:name, with sh-style globs) against
 * them.
 *
 * Probe IDs are assigned in creation order from 1, so the dtrace provider's
 * BEGIN, END and ERROR are 1, 2 and 3 as in DTrace.  A description naming a
 * probe no provider lists yet (profile-1234, tick-350ms) is offered to each
 * provider's provide operation before matching.
 *
 * The probes a provider always lists (its populate operation: sdt's and
 * rawtp's 2,300 tracepoints, syscall's table, the stable providers'
 * checks of the kernel's tracepoints and BTF) are made when a
 * description could match one of them, not at dtrace_open(): making them
 * all was a third of the start-up of "BEGIN { exit(0); }".  IDs stay
 * those of "dtrace -l": the providers populate in their order, each after
 * all those before it, and a probe made any other way (a provider's
 * provide operation, fbt, pid, usdt) first has every provider populate,
 * so that the populated probes come first as when they were all made at
 * open.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"

dt_probe_t *
dt_probe_create(dtrace_hdl_t *dtp, const dt_provops_t *ops, const char *mod,
    const char *func, const char *name, uint64_t arg)
{
	return dt_probe_create_in(dtp, ops, ops->po_name, mod, func, name, arg);
}

/*
 * The probes are found by their four names through a hash table of
 * chains, grown to keep them short: a provider that makes many probes
 * looks each one up first (pid$target:libc.so.6:: makes 350,000), and a
 * walk of every probe for each was quadratic.
 */
static uint32_t
dt_probe_hash(const char *prov, const char *mod, const char *func,
    const char *name)
{
	const char *s[4] = { prov, mod, func, name };
	uint32_t h = 2166136261u;		/* FNV-1a */

	for (int i = 0; i < 4; i++) {
		for (const char *p = s[i]; *p != '\0'; p++)
			h = (h ^ (unsigned char)*p) * 16777619u;
		h = (h ^ 0xff) * 16777619u;	/* the separator */
	}
	return h;
}

static void
dt_probe_hash_grow(dtrace_hdl_t *dtp)
{
	uint32_t size = dtp->dt_phashsize ? dtp->dt_phashsize * 2 : 1024;
	dt_probe_t **tab = dt_xcalloc(size, sizeof(*tab));

	for (uint32_t i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		pr->pr_hnext = tab[pr->pr_hash & (size - 1)];
		tab[pr->pr_hash & (size - 1)] = pr;
	}
	free(dtp->dt_phash);
	dtp->dt_phash = tab;
	dtp->dt_phashsize = size;
}

/* A probe of a provider whose name varies (pid1234, myapp1234). */
dt_probe_t *
dt_probe_create_in(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    const char *prov, const char *mod, const char *func, const char *name,
    uint64_t arg)
{
	size_t lens[4] = { strlen(prov) + 1, strlen(mod) + 1, strlen(func) + 1,
	    strlen(name) + 1 };
	dt_probe_t *pr;
	char *s;

	if (!dtp->dt_populating)	/* (populating never fails) */
		(void)dt_probe_populate_to(dtp, dtp->dt_nprovs);
	/* the probe and its four names in one block (libc's every
	   instruction makes 350,000) */
	pr = dt_xcalloc(1, sizeof(*pr) + lens[0] + lens[1] + lens[2] +
	    lens[3]);
	s = (char *)(pr + 1);
	pr->pr_prov = memcpy(s, prov, lens[0]);
	pr->pr_mod = memcpy(s += lens[0], mod, lens[1]);
	pr->pr_func = memcpy(s += lens[1], func, lens[2]);
	pr->pr_name = memcpy(s += lens[2], name, lens[3]);
	if (dtp->dt_nprobes == dtp->dt_capprobes) {
		uint32_t cap = dtp->dt_capprobes ? dtp->dt_capprobes * 2 : 64;
		dt_probe_t **v = dt_xrealloc(dtp->dt_probes, cap * sizeof(*v));

		dtp->dt_probes = v;
		dtp->dt_capprobes = cap;
	}
	pr->pr_id = ++dtp->dt_probeid;
	pr->pr_ops = ops;
	pr->pr_arg = arg;
	pr->pr_progfd = -1;
	pr->pr_globoff = DT_GLOB_FIXED + 8 * (pr->pr_id - 1);
	pr->pr_hash = dt_probe_hash(prov, mod, func, name);
	dtp->dt_probes[dtp->dt_nprobes++] = pr;
	if (dtp->dt_nprobes > dtp->dt_phashsize)	/* rehashes pr too */
		dt_probe_hash_grow(dtp);
	else {
		pr->pr_hnext = dtp->dt_phash[pr->pr_hash &
		    (dtp->dt_phashsize - 1)];
		dtp->dt_phash[pr->pr_hash & (dtp->dt_phashsize - 1)] = pr;
	}
	return pr;
}

/*
 * Have dt_provs[0 .. nprovs) populate, those that have not yet, in order.
 * A provider counts as populated from the start of its populate, whose
 * lookups of its own probes (profile) must not populate it again.
 */
int
dt_probe_populate_to(dtrace_hdl_t *dtp, int nprovs)
{
	int rc = 0;

	while (rc == 0 && dtp->dt_npopulated < nprovs) {
		const dt_provops_t *ops = dtp->dt_provs[dtp->dt_npopulated++];
		bool was = dtp->dt_populating;

		if (ops->po_populate == NULL)
			continue;
		dtp->dt_populating = true;
		rc = ops->po_populate(dtp);
		dtp->dt_populating = was;
	}
	return rc;
}

/*
 * Have populate every provider up to the last whose probes fld could
 * match.  Providers that share their po_may_list (sdt and rawtp list the
 * same tracepoints) are asked once.
 */
static int
dt_probe_populate_for(dtrace_hdl_t *dtp, char *const fld[4])
{
	bool (*asked)(dtrace_hdl_t *, char *const [4]) = NULL;
	bool may = false;

	for (int p = dtp->dt_nprovs - 1; p >= dtp->dt_npopulated; p--) {
		const dt_provops_t *ops = dtp->dt_provs[p];

		if (ops->po_populate == NULL ||
		    !dt_field_match(fld[0], ops->po_name))
			continue;
		if (ops->po_may_list == NULL)
			may = true;
		else if (ops->po_may_list != asked) {
			asked = ops->po_may_list;
			may = asked(dtp, fld);
		}
		if (may)
			return dt_probe_populate_to(dtp, p + 1);
	}
	return 0;
}

/* Does the glob pat (empty: anything) match a name of a table of n
   entries of size bytes each, whose first member is the name?  For
   po_may_list. */
bool
dt_probe_table_may(const char *pat, const void *tab, size_t n, size_t size)
{
	for (size_t i = 0; i < n; i++)
		if (dt_field_match(pat, *(const char *const *)(const void *)
		    ((const char *)tab + i * size)))
			return true;
	return false;
}

dt_probe_t *
dt_probe_lookup(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *func, const char *name)
{
	uint32_t h = dt_probe_hash(prov, mod, func, name);
	dt_probe_t *pr, *first = NULL;

	for (int p = dtp->dt_nprovs - 1; p >= dtp->dt_npopulated; p--)
		if (strcmp(dtp->dt_provs[p]->po_name, prov) == 0) {
			(void)dt_probe_populate_to(dtp, p + 1);
			break;
		}
	if (dtp->dt_phashsize == 0)
		return NULL;
	/* the first made of those that match, as a walk in order found */
	for (pr = dtp->dt_phash[h & (dtp->dt_phashsize - 1)]; pr != NULL;
	    pr = pr->pr_hnext)
		if (pr->pr_hash == h && !pr->pr_gone &&
		    strcmp(pr->pr_prov, prov) == 0 &&
		    strcmp(pr->pr_mod, mod) == 0 &&
		    strcmp(pr->pr_func, func) == 0 &&
		    strcmp(pr->pr_name, name) == 0 &&
		    (first == NULL || pr->pr_id < first->pr_id))
			first = pr;
	return first;
}

/*
 * Split a probe description into its four fields.  With fewer than four
 * colon-separated fields, the given ones are the rightmost ones ending at
 * field `last` (3 for -n and scripts: name; 2 for -f: function; 1 for -m:
 * module; 0 for -P: provider), as DTrace does.  A backslash escapes a colon.  Returns 0,
 * or -1 if there are too many fields.
 */
int
dt_pdesc_split(const char *desc, int last, char *fields[4], char *buf,
    size_t len)
{
	char *parts[5];
	int n = 0, i;
	char *p;

	snprintf(buf, len, "%s", desc);
	parts[n++] = buf;
	for (p = buf; *p != '\0'; p++) {
		if (*p == '\\' && p[1] != '\0') {
			p++;
			continue;
		}
		if (*p == ':') {
			if (n == 4)
				return -1;
			*p = '\0';
			parts[n++] = p + 1;
		}
	}
	if (n > last + 1)
		return -1;
	for (i = 0; i < 4; i++)
		fields[i] = "";
	for (i = 0; i < n; i++)
		fields[last - n + 1 + i] = parts[i];
	return 0;
}

/* Does one field of a description (a glob; empty: anything) match s? */
bool
dt_field_match(const char *pat, const char *s)
{
	return pat[0] == '\0' || fnmatch(pat, s, 0) == 0;
}

/* Does the probe match a description's four fields? */
bool
dt_probe_match(const dt_probe_t *pr, char *const fld[4])
{
	return dt_field_match(fld[0], pr->pr_prov) &&
	    dt_field_match(fld[1], pr->pr_mod) &&
	    dt_field_match(fld[2], pr->pr_func) &&
	    dt_field_match(fld[3], pr->pr_name);
}

/*
 * Call f on every probe matching desc, in ID order, after letting providers
 * create probes the description names explicitly.  Returns the number of
 * matches, or -1 if f failed or the description is malformed.
 */
int
dt_probe_iter(dtrace_hdl_t *dtp, const char *desc, int last, dt_probe_f *f,
    void *arg)
{
	char buf[1024], *fld[4];
	uint32_t i;
	int n = 0;

	if (dt_pdesc_split(desc, last, fld, buf, sizeof(buf)) != 0)
		return dt_set_err(dtp, "invalid probe description \"%s\": "
		    "Overspecified probe description", desc);
	if (dt_probe_populate_for(dtp, fld) != 0)
		return -1;
	for (int p = 0; p < dtp->dt_nprovs; p++) {
		const dt_provops_t *ops = dtp->dt_provs[p];

		if (ops->po_provide != NULL &&
		    ops->po_provide(dtp, fld[0], fld[1], fld[2], fld[3]) < 0)
			return -1;
	}
	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (!dt_probe_match(pr, fld))
			continue;
		n++;
		if (f != NULL && f(dtp, pr, arg) != 0)
			return -1;
	}
	return n;
}

/*
 * Let every provider make every probe it can, as "dtrace -l" lists them:
 * the numbers a probe ID names (dtrace -i 42, "42 { ... }") are those of
 * that list.  The providers whose probes are made on demand (fbt, kprobe
 * functions, registered USDT) number them in the order asked, so the IDs
 * agree with the list only when this comes before any other description.
 */
int
dt_probe_provide_all(dtrace_hdl_t *dtp)
{
	if (dtp->dt_provided_all)
		return 0;
	if (dt_probe_iter(dtp, "", 3, NULL, NULL) < 0)
		return -1;
	dtp->dt_provided_all = true;
	return 0;
}

int
dtrace_provide_all(dtrace_hdl_t *dtp)
{
	return dt_probe_provide_all(dtp);
}

void **
dt_prov_data(dtrace_hdl_t *dtp, const dt_provops_t *ops)
{
	for (int i = 0; i < dtp->dt_nprovs; i++)
		if (dtp->dt_provs[i] == ops)
			return &dtp->dt_provdata[i];
	abort();	/* a provider not in the handle's list has no probes */
}

/*
 * The probe with this ID, if there is one.  dt_probes is in ID order: by
 * ID from 1 until late enabling frees the probes of gone processes
 * (dt_probe_compact), IDs being never given twice.
 */
dt_probe_t *
dt_probe_by_id(dtrace_hdl_t *dtp, uint64_t id)
{
	uint32_t lo = 0, hi = dtp->dt_nprobes;
	dt_probe_t *pr = NULL;

	if (id == 0)
		return NULL;
	if (id <= dtp->dt_nprobes && dtp->dt_probes[id - 1]->pr_id == id)
		pr = dtp->dt_probes[id - 1];
	while (pr == NULL && lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (dtp->dt_probes[mid]->pr_id < id)
			lo = mid + 1;
		else if (dtp->dt_probes[mid]->pr_id > id)
			hi = mid;
		else
			pr = dtp->dt_probes[mid];
	}
	return pr != NULL && !pr->pr_gone ? pr : NULL;
}

static void
dt_probe_unhash(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	dt_probe_t **link = &dtp->dt_phash[pr->pr_hash &
	    (dtp->dt_phashsize - 1)];

	while (*link != NULL && *link != pr)
		link = &(*link)->pr_hnext;
	if (*link != NULL)
		*link = pr->pr_hnext;
}

static void
dt_probe_free(dt_probe_t *pr)
{
	if (pr->pr_progfd >= 0)
		close(pr->pr_progfd);
	free(pr->pr_fds);
	dt_prog_fini(&pr->pr_bpf);
	free(pr->pr_clauses);
	free(pr->pr_epids);
	free(pr->pr_data);
	free(pr);
}

/*
 * Free the probes marked pr_reclaim (gone processes' probes, detached,
 * whose records are all read: dt_late.c) and close the table's gaps,
 * keeping ID order.  Returns the map of old indices to new ones (n + 1
 * entries, for the stretches late enabling keeps), to free; NULL if none
 * was marked.
 */
uint32_t *
dt_probe_compact(dtrace_hdl_t *dtp)
{
	uint32_t n = dtp->dt_nprobes, k = 0, *map;

	map = dt_xmalloc(((size_t)n + 1) * sizeof(*map));
	for (uint32_t i = 0; i < n; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		map[i] = k;
		if (!pr->pr_reclaim) {
			dtp->dt_probes[k++] = pr;
			continue;
		}
		dt_probe_unhash(dtp, pr);
		dt_probe_free(pr);
	}
	map[n] = k;
	dtp->dt_nprobes = k;
	return map;
}

/* Close every perf event and program; free the table. */
void
dt_probe_teardown(dtrace_hdl_t *dtp)
{
	uint32_t i;
	int *fds = NULL, nfds = 0, j;
	dt_progress_t pg;

	dt_close_drain(dtp);	/* what was given up while tracing */
	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_nfds == 0)
			continue;
		fds = dt_xrealloc(fds, (size_t)(nfds + pr->pr_nfds) *
		    sizeof(int));
		for (j = 0; j < pr->pr_nfds; j++)
			fds[nfds++] = pr->pr_fds[j];
	}
	dt_progress_begin(dtp, &pg, "disabling", (uint64_t)nfds);
	dt_close_parallel(fds, nfds, &pg);
	dt_progress_end(&pg);
	free(fds);
	for (i = 0; i < dtp->dt_nprobes; i++)
		dt_probe_free(dtp->dt_probes[i]);
	free(dtp->dt_probes);
	dtp->dt_probes = NULL;
	dtp->dt_nprobes = dtp->dt_capprobes = dtp->dt_probeid = 0;
	free(dtp->dt_phash);
	dtp->dt_phash = NULL;
	dtp->dt_phashsize = 0;
}

/*
 * Keep a kernel object of the probe's enabling (a link, a perf event, a
 * program): closed with the others at teardown.
 */
void
dt_probe_keep_fd(dt_probe_t *pr, int fd)
{
	pr->pr_fds = dt_xrealloc(pr->pr_fds, (size_t)(pr->pr_nfds + 1) *
	    sizeof(int));
	pr->pr_fds[pr->pr_nfds++] = fd;
}
