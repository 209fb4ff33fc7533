/*
 * dt_late_share.c -- late enabling's programs shared across processes.
 *
 * A server traced by a glob (`dtrace -n 'myapp*:::query-start'`) forks a
 * worker per connection; each worker's probes are new probes (provider
 * myapp<pid>), enabled as it registers (dt_late.c).  Their programs are
 * the same for every worker forked from one server -- same clauses, same
 * file, same sites and argument specs -- but for the probe's identity.
 * Verifying one per worker cost a forked worker half a millisecond.  So,
 * as dt_share.c does for the probes of one compile:
 *
 *   1. a late probe's program is generated in shared form (identity from
 *	a row of dt_prows, by the uprobe_multi link's cookie) and compared,
 *	instruction for instruction, with the late programs known
 *	(dt_lshare_t: the shared form as generated, and once loaded, its
 *	program);
 *   2. the first probe of a program (its founder) gets its own program,
 *	in the usual form: one probe alone pays no row lookup per firing;
 *   3. each later probe with the same program takes a free row of the
 *	rows kept for late enabling (dt_lrowcap of them after those of
 *	the compile's shares), written with its id, names (in its slot of
 *	dt_pnames), pr_arg and EPIDs, and is attached for its own process
 *	with that row as cookie (po_attach_shared), its links its own; the
 *	first such probe loads the shared program (dt_load_late), later
 *	ones reuse it: no generation of a program to load, no verifier;
 *   4. when a process goes, its probes' rows are freed -- reused once
 *	the closer thread has closed its links (dt_close_ticket), so that
 *	no firing of the gone process can read a row given to another --
 *	and its probes' references to the programs dropped; a program no
 *	probe runs stays loaded two seconds for the next worker (a server
 *	forks them one after the other), then is closed: what dtrace holds
 *	follows the processes alive.
 *
 * Without uprobe_multi links (Linux 6.6) there are no cookies and no rows
 * are kept: every late probe gets its own program, as before.  When the
 * rows are all taken (more live processes than dt_lrowcap), a probe gets
 * its own program too.
 *
 * DTRACE_DEBUG_LATEROWS=N keeps N rows (tests), DTRACE_DEBUG_LATESHARE=1
 * says at the end what was shared (tests).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "base/dt_kfeat.h"
#include "cg/dt_cg.h"
#include "dt_driver.h"

#define DT_LATE_ROWS	2048	/* rows kept: live processes sharing */
#define DT_LATE_IDLE	8	/* programs kept that no probe uses, */
#define DT_LATE_IDLE_NS	2000000000ULL	/* at most this long */

typedef struct dt_lshare {
	uint64_t ls_hash;		/* of ls_prog */
	const dt_provops_t *ls_ops;
	dt_prog_t ls_prog;		/* the shared form, before linking */
	int ls_progfd;			/* loaded, or -1: not (or no longer) */
	uint32_t ls_nref;		/* probes founding or sharing it */
	uint32_t ls_nmemb;		/* of them, sharing (running ls_progfd) */
	uint64_t ls_unref_ns;		/* when ls_nref last fell to 0 */
	uint64_t ls_unmemb_ns;		/* when ls_nmemb last fell to 0 */
	struct dt_lshare *ls_next;
} dt_lshare_t;

/* A row given up, free once the closer's ticket is done. */
typedef struct dt_lrow {
	uint32_t lr_row;
	uint64_t lr_ticket;
} dt_lrow_t;

struct dt_lshares {
	dt_lshare_t *lh_list;
	uint32_t lh_used;		/* rows never used begin here */
	dt_lrow_t *lh_free;		/* given-up rows, oldest first */
	size_t lh_head, lh_nfree, lh_capfree;
	/* what was done, for DTRACE_DEBUG_LATESHARE */
	uint64_t lh_alone, lh_loaded, lh_attached, lh_reused;
};

/* Can this description name a process started later? (dt_late.c) */
static int
dt_late_share_count(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	dt_clause_t **last = arg;

	(void)dtp, (void)desc;
	if (cl == *last || strpbrk(fld[0], "*?[") == NULL ||
	    strncmp(fld[0], "pid", 3) == 0)
		return 0;
	*last = cl;
	dtp->dt_lateclauses++;
	return 0;
}

/*
 * Before the program is generated: keep rows for late enabling if it can
 * enable probes of processes started later (a provider glob) and the
 * kernel has uprobe_multi links, whose cookies tell the rows apart.  A
 * row holds the EPIDs of as many clauses as have such a description; a
 * late probe with more clauses gets its own program.
 */
void
dt_late_share_plan(dtrace_hdl_t *dtp)
{
	dt_clause_t *last = NULL;
	const char *env = getenv("DTRACE_DEBUG_LATEROWS");

	dtp->dt_lateclauses = 0;
	dtp->dt_lrowcap = 0;
	if (!dt_kfeat_has(dtp, DT_KF_UPROBE_MULTI))
		return;
	dt_clause_desc_iter(dtp, dt_late_share_count, &last);
	if (dtp->dt_lateclauses == 0)
		return;
	dtp->dt_lrowcap = env != NULL ? (uint32_t)strtoul(env, NULL, 10) :
	    DT_LATE_ROWS;
}

static struct dt_lshares *
dt_lshares(dtrace_hdl_t *dtp)
{
	if (dtp->dt_lshares == NULL)
		dtp->dt_lshares = dt_xcalloc(1, sizeof(*dtp->dt_lshares));
	return dtp->dt_lshares;
}

/* Do pr's four names fit a slot of dt_pnames? */
static bool
dt_late_share_names_fit(const dt_probe_t *pr)
{
	return strlen(pr->pr_prov) + strlen(pr->pr_mod) + strlen(pr->pr_func) +
	    strlen(pr->pr_name) + 4 <= DT_LATE_NAMESLOT;
}

static bool
dt_late_share_eligible(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	return dtp->dt_lrowcap > 0 && dtp->dt_pnamesmap != NULL &&
	    (uint32_t)pr->pr_nclauses <= dtp->dt_lateclauses &&
	    dt_share_eligible(dtp, pr) && dt_late_share_names_fit(pr);
}

/* A row for a new member: a given-up one whose links are closed, or one
   never used; false if none is. */
static bool
dt_late_row_take(dtrace_hdl_t *dtp, uint32_t *row)
{
	struct dt_lshares *lh = dt_lshares(dtp);

	if (lh->lh_head < lh->lh_nfree &&
	    dt_close_done(dtp, lh->lh_free[lh->lh_head].lr_ticket)) {
		*row = lh->lh_free[lh->lh_head++].lr_row;
		lh->lh_reused++;
		if (lh->lh_head == lh->lh_nfree)
			lh->lh_head = lh->lh_nfree = 0;
		return true;
	}
	if (lh->lh_used == dtp->dt_lrowcap)
		return false;
	*row = dtp->dt_nrows + lh->lh_used++;
	return true;
}

static void
dt_late_row_give(dtrace_hdl_t *dtp, uint32_t row, uint64_t ticket)
{
	struct dt_lshares *lh = dt_lshares(dtp);

	if (lh->lh_head > 0 && lh->lh_nfree == lh->lh_capfree) {
		memmove(lh->lh_free, lh->lh_free + lh->lh_head,
		    (lh->lh_nfree - lh->lh_head) * sizeof(*lh->lh_free));
		lh->lh_nfree -= lh->lh_head;
		lh->lh_head = 0;
	}
	if (lh->lh_nfree == lh->lh_capfree) {
		lh->lh_capfree = lh->lh_capfree ? 2 * lh->lh_capfree : 64;
		lh->lh_free = dt_xrealloc(lh->lh_free,
		    lh->lh_capfree * sizeof(*lh->lh_free));
	}
	lh->lh_free[lh->lh_nfree++] = (dt_lrow_t){ row, ticket };
}

static void
dt_lshare_free(dtrace_hdl_t *dtp, dt_lshare_t *ls)
{
	dt_close_later(dtp, ls->ls_progfd);
	dt_prog_fini(&ls->ls_prog);
	free(ls);
}

/* Free the unused late program that went unused first, if more than
   DT_LATE_IDLE are. */
static void
dt_lshare_evict(dtrace_hdl_t *dtp)
{
	struct dt_lshares *lh = dt_lshares(dtp);
	dt_lshare_t **link, **old = NULL;
	uint32_t n = 0;

	for (link = &lh->lh_list; *link != NULL; link = &(*link)->ls_next)
		if ((*link)->ls_nref == 0 && (n++, old == NULL ||
		    (*link)->ls_unref_ns < (*old)->ls_unref_ns))
			old = link;
	if (n > DT_LATE_IDLE) {
		dt_lshare_t *ls = *old;

		*old = ls->ls_next;
		dt_lshare_free(dtp, ls);
	}
}

static void
dt_lshare_ref(dt_lshare_t *ls, bool member)
{
	ls->ls_nref++;
	ls->ls_nmemb += member;
}

/*
 * A probe founding or sharing ls went.  The program stays loaded for the
 * next worker a while (DT_LATE_IDLE_NS), and its shared form known while
 * a probe founded on it lives or for as long: dt_late_share_sweep.
 */
static void
dt_lshare_unref(dtrace_hdl_t *dtp, dt_lshare_t *ls, bool member)
{
	uint64_t now = dt_clock_ns(CLOCK_MONOTONIC);

	if (member && --ls->ls_nmemb == 0)
		ls->ls_unmemb_ns = now;
	if (--ls->ls_nref == 0) {
		ls->ls_unref_ns = now;
		dt_lshare_evict(dtp);
	}
}

/*
 * From dt_late_sweep, once a second: close the late programs no probe
 * has run for DT_LATE_IDLE_NS, and forget those no probe has used for
 * as long, so that what a gone server's workers had goes too.
 */
void
dt_late_share_sweep(dtrace_hdl_t *dtp, uint64_t now)
{
	struct dt_lshares *lh = dtp->dt_lshares;

	for (dt_lshare_t **link = lh != NULL ? &lh->lh_list : NULL;
	    link != NULL && *link != NULL;) {
		dt_lshare_t *ls = *link;

		if (ls->ls_nmemb == 0 && ls->ls_progfd >= 0 &&
		    now - ls->ls_unmemb_ns >= DT_LATE_IDLE_NS) {
			dt_close_later(dtp, ls->ls_progfd);
			ls->ls_progfd = -1;
		}
		if (ls->ls_nref == 0 &&
		    now - ls->ls_unref_ns >= DT_LATE_IDLE_NS) {
			*link = ls->ls_next;
			dt_lshare_free(dtp, ls);
			continue;
		}
		link = &ls->ls_next;
	}
}

/* The late program whose shared form is dp, or NULL. */
static dt_lshare_t *
dt_lshare_find(dtrace_hdl_t *dtp, const dt_probe_t *pr, const dt_prog_t *dp,
    uint64_t h)
{
	for (dt_lshare_t *ls = dt_lshares(dtp)->lh_list; ls != NULL;
	    ls = ls->ls_next)
		if (ls->ls_hash == h && ls->ls_ops == pr->pr_ops &&
		    dt_share_same(&ls->ls_prog, dp))
			return ls;
	return NULL;
}

/* pr founds a late program: it is known by its shared form dp. */
static void
dt_lshare_found(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_prog_t *dp,
    uint64_t h)
{
	struct dt_lshares *lh = dt_lshares(dtp);
	dt_lshare_t *ls = dt_xcalloc(1, sizeof(*ls));

	ls->ls_hash = h;
	ls->ls_ops = pr->pr_ops;
	ls->ls_prog = *dp;
	ls->ls_progfd = -1;
	ls->ls_next = lh->lh_list;
	lh->lh_list = ls;
	dt_lshare_ref(ls, false);
	pr->pr_lshare = ls;
	lh->lh_alone++;
}

/*
 * Generate the program of a late probe (dt_compile_late): its own, or
 * none if it can run a late program another probe founded (then
 * pr_lmember, and pr_bpf is the shared form if that program is not
 * loaded yet: dt_load_late loads it).  Returns 0, or -1 with the error
 * set.
 */
int
dt_late_share_generate(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_lshare_t *ls;
	dt_prog_t dp;
	uint64_t h;

	if (!dt_late_share_eligible(dtp, pr))
		return dt_cg_probe(dtp, pr, &pr->pr_bpf, false);
	dt_prog_init(&dp);
	if (dt_cg_probe(dtp, pr, &dp, true) != 0) {
		/* the usual form says what is wrong, if anything is */
		dt_prog_fini(&dp);
		return dt_cg_probe(dtp, pr, &pr->pr_bpf, false);
	}
	h = dt_share_hash(&dp);
	if ((ls = dt_lshare_find(dtp, pr, &dp, h)) == NULL) {
		dt_lshare_found(dtp, pr, &dp, h);
		return dt_cg_probe(dtp, pr, &pr->pr_bpf, false);
	}
	if (!dt_late_row_take(dtp, &pr->pr_row)) {	/* rows all taken */
		dt_prog_fini(&dp);
		return dt_cg_probe(dtp, pr, &pr->pr_bpf, false);
	}
	dt_lshare_ref(ls, true);
	pr->pr_lshare = ls;
	pr->pr_lmember = true;
	if (ls->ls_progfd < 0)
		pr->pr_bpf = dp;	/* to load */
	else
		dt_prog_fini(&dp);
	return 0;
}

/* The loaded program a member runs, or -1: not loaded yet. */
int
dt_late_share_progfd(const dt_probe_t *pr)
{
	return pr->pr_lshare->ls_progfd;
}

/* A member loaded its program (pr_progfd): it is the late program's. */
void
dt_late_share_loaded(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	pr->pr_lshare->ls_progfd = pr->pr_progfd;
	pr->pr_progfd = -1;
	dt_lshares(dtp)->lh_loaded++;
}

/*
 * Write a member's row: its id, its names in its slot of dt_pnames, its
 * pr_arg and EPIDs (as dt_share_row does for a compile's).  The slot is
 * the row's, after the compile's names; the program masks the offset.
 */
int
dt_late_share_row(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	const char *names[4] = { pr->pr_prov, pr->pr_mod, pr->pr_func,
	    pr->pr_name };
	uint32_t late = pr->pr_row - dtp->dt_nrows;
	uint32_t off = dtp->dt_pnamesbase + late * DT_LATE_NAMESLOT;
	char *row = dt_xcalloc(1, dtp->dt_rowsize);
	int err;

	memcpy(row + DT_ROW_ID, &pr->pr_id, 4);
	for (int k = 0; k < 4; k++) {
		size_t len = strlen(names[k]) + 1;

		memcpy(dtp->dt_pnamesmap + off, names[k], len);
		memcpy(row + DT_ROW_NAMES + 4 * k, &off, 4);
		off += (uint32_t)len;
	}
	memcpy(row + DT_ROW_ARG, &pr->pr_arg, 8);
	memcpy(row + DT_ROW_EPIDS, pr->pr_epids, (size_t)pr->pr_nclauses * 4);
	err = bpf_map_update_elem(dtp->dt_rowsfd, &pr->pr_row, row, BPF_ANY);
	free(row);
	if (err != 0)
		return dt_set_err(dtp, "cannot write the row of probe "
		    "%s:%s:%s:%s: %s", pr->pr_prov, pr->pr_mod, pr->pr_func,
		    pr->pr_name, strerror(errno));
	dt_lshares(dtp)->lh_attached++;
	return 0;
}

/*
 * After a process's probes were detached (usdt_detach_range: the gone
 * ones among dt_probes[from .. to)): give up their rows, to be reused
 * once their links are closed, and their references to late programs;
 * note the closer's ticket, after which the probes may be freed.
 */
void
dt_late_share_release(dtrace_hdl_t *dtp, uint32_t from, uint32_t to)
{
	uint64_t ticket = dt_close_ticket(dtp);

	if (to > dtp->dt_nprobes)
		to = dtp->dt_nprobes;
	for (uint32_t i = from; i < to; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_gone && !pr->pr_ticketed) {	/* (dt_late_reclaim) */
			pr->pr_goneticket = ticket;
			pr->pr_ticketed = true;
		}
		if (!pr->pr_gone || pr->pr_lshare == NULL)
			continue;
		if (pr->pr_lmember)
			dt_late_row_give(dtp, pr->pr_row, ticket);
		dt_lshare_unref(dtp, pr->pr_lshare, pr->pr_lmember);
		pr->pr_lshare = NULL;
		pr->pr_lmember = false;
	}
}

/* At the end: close the late programs; with DTRACE_DEBUG_LATESHARE=1,
   say what was shared. */
void
dt_late_share_close(dtrace_hdl_t *dtp)
{
	struct dt_lshares *lh = dtp->dt_lshares;

	if (lh == NULL)
		return;
	if (dt_debug_set("DTRACE_DEBUG_LATESHARE"))
		dt_report(dtp, DT_REPORT_WARN, "late programs: %llu alone, "
		    "%llu loaded shared; %llu probes attached to them, on %llu "
		    "reused rows", (unsigned long long)lh->lh_alone,
		    (unsigned long long)lh->lh_loaded,
		    (unsigned long long)lh->lh_attached,
		    (unsigned long long)lh->lh_reused);
	while (lh->lh_list != NULL) {
		dt_lshare_t *ls = lh->lh_list;

		lh->lh_list = ls->ls_next;
		dt_lshare_free(dtp, ls);
	}
	for (uint32_t i = 0; i < dtp->dt_nprobes; i++) {
		dtp->dt_probes[i]->pr_lshare = NULL;
		dtp->dt_probes[i]->pr_lmember = false;
	}
	free(lh->lh_free);
	free(lh);
	dtp->dt_lshares = NULL;
}
