/*
 * dt_uprobe_multi.c -- one program on the uprobes of many probes (see
 * dt_share.c): one uprobe_multi link per file, process and kind, whose
 * offsets each carry the cookie of their probe (its pr_row), which the
 * program reads with bpf_get_attach_cookie() to tell the probes apart.
 * Cookies of uprobe_multi links: Linux 6.6, as the links themselves.
 *
 * Closing one link of 3,000 offsets takes the kernel a fraction of the
 * time closing 3,000 links does (one RCU grace period, not one each).
 *
 * The kernel refuses some instructions (ENOTSUPP: a lock prefix, ...), and
 * refuses a whole link for one of them.  The providers leave out the ones
 * they know of; for any other, the offsets are halved until the refused
 * ones are found: left out if their probe may be (a glob made it), else
 * the error names it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"

#define DT_ENOTSUPP	524	/* the kernel's, not ENOTSUP */

/* One instruction to probe: of probe prs[um_probe], described by um_up. */
typedef struct dt_um_site {
	const dt_uprobe_t *um_up;
	uint64_t um_off;
	int um_probe;
} dt_um_site_t;

/* What one call attaches. */
typedef struct dt_um {
	dtrace_hdl_t *um_dtp;
	dt_probe_t *const *um_prs;
	int um_prog;
	dt_uprobe_optional_f *um_optional;
	uint64_t *um_offs, *um_refs, *um_cookies;	/* scratch */
} dt_um_t;

/* Sites of one link come together: same file, process, kind, semaphore. */
static int
dt_um_cmp(const void *a, const void *b)
{
	const dt_uprobe_t *x = ((const dt_um_site_t *)a)->um_up;
	const dt_uprobe_t *y = ((const dt_um_site_t *)b)->um_up;
	int c = strcmp(x->up_path, y->up_path);

	if (c != 0)
		return c;
	if (x->up_pid != y->up_pid)
		return x->up_pid < y->up_pid ? -1 : 1;
	if (x->up_return != y->up_return)
		return x->up_return ? 1 : -1;
	if (x->up_refctr != y->up_refctr)
		return x->up_refctr < y->up_refctr ? -1 : 1;
	return 0;
}

static int
dt_um_link(dt_um_t *um, const dt_um_site_t *s, int n)
{
	const dt_uprobe_t *up = s[0].um_up;

	for (int i = 0; i < n; i++) {
		um->um_offs[i] = s[i].um_off;
		um->um_refs[i] = up->up_refctr;
		um->um_cookies[i] = um->um_prs[s[i].um_probe]->pr_row;
	}
	return dt_uprobe_link_raw(up, um->um_offs, up->up_refctr != 0 ?
	    um->um_refs : NULL, um->um_cookies, n, um->um_prog);
}

/* Attach n sites of one link, halving around refused instructions. */
static int
dt_um_attach(dt_um_t *um, const dt_um_site_t *s, int n)
{
	const dt_probe_t *pr = um->um_prs[s[0].um_probe];
	int fd = dt_um_link(um, s, n), err = errno;

	if (fd >= 0) {
		/* in a probe of the link's process, whose end closes it
		   (usdt_detach_range), not another's */
		dt_probe_keep_fd(um->um_prs[s[0].um_probe], fd);
		return 0;
	}
	if (err == DT_ENOTSUPP || err == ENOEXEC) {
		if (n > 1)
			return dt_um_attach(um, s, n / 2) != 0 ? -1 :
			    dt_um_attach(um, s + n / 2, n - n / 2);
		if (um->um_optional(pr))
			return 0;
	}
	return dt_uprobe_link_err(um->um_dtp, pr, s[0].um_up, s[0].um_off,
	    err);
}

/*
 * Attach prog to the uprobes ups[i] of the n probes prs[i], each offset
 * with its probe's pr_row as cookie; each link is kept in a probe of its
 * process (one link is one process's).  A
 * refused instruction of a probe for which optional() holds is left out.
 */
int
dt_uprobe_attach_shared(dtrace_hdl_t *dtp, dt_probe_t *const *prs,
    const dt_uprobe_t *const *ups, int n, int prog,
    dt_uprobe_optional_f *optional)
{
	dt_um_t um = { .um_dtp = dtp, .um_prs = prs, .um_prog = prog,
	    .um_optional = optional };
	dt_um_site_t *s;
	int ns = 0, rc = 0;

	for (int i = 0; i < n; i++)
		ns += ups[i]->up_noffs;
	s = dt_xcalloc((size_t)ns + 1, sizeof(*s));
	um.um_offs = dt_xcalloc((size_t)ns + 1, 8);
	um.um_refs = dt_xcalloc((size_t)ns + 1, 8);
	um.um_cookies = dt_xcalloc((size_t)ns + 1, 8);
	ns = 0;
	for (int i = 0; i < n; i++)
		for (int k = 0; k < ups[i]->up_noffs; k++)
			s[ns++] = (dt_um_site_t){ ups[i], ups[i]->up_offs[k],
			    i };
	qsort(s, (size_t)ns, sizeof(*s), dt_um_cmp);
	for (int lo = 0, hi; lo < ns && rc == 0; lo = hi) {
		for (hi = lo + 1; hi < ns && dt_um_cmp(&s[lo], &s[hi]) == 0;
		    hi++)
			continue;
		rc = dt_um_attach(&um, s + lo, hi - lo);
	}
	free(s);
	free(um.um_offs);
	free(um.um_refs);
	free(um.um_cookies);
	return rc;
}
