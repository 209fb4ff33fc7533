/*
 * dt_late.c -- late enabling: the USDT probes of processes that start
 * after tracing began.  `dtrace -n 'myapp*:::query-start'` traces the
 * myapp processes running when it starts and every one started later,
 * as DTrace does when a process's helper registers its providers.
 *
 * Applications linked with a `dtrace -G` object register in the helper
 * registry (usdt_reg.c) when they load.  If a description's provider is a
 * glob (the only kind that can name a process that did not exist when
 * the program was compiled), the consumer watches the registry: the watch
 * wakes the consumer's epoll wait, and every process that registered
 * since is read as at compile time (usdt_provide_proc), its new probes
 * matched against the program's clauses in program order, and their
 * programs generated, loaded and attached (dt_compile_late, dt_load_late)
 * with new EPIDs.  A known process that registers another object (a
 * library with probes, dlopen()ed) is read again the same way: only the
 * probes it did not have are new.  A process whose registration went away has its probes
 * detached.
 *
 * A probe fires in the new process only once it is attached.  So that the
 * first probes of a process fire, as they do when DTrace's helper
 * registers through the kernel, the consumer announces itself in the
 * registry and acknowledges each process once its probes are in place;
 * the helper waits for that, a bounded time (dth_registry.h).
 *
 * Processes with <sys/sdt.h> probes alone never register: they are seen
 * when they exec (dt_late_exec.c).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/epoll.h>

#include "dt_impl.h"
#include "../usdt/usdt.h"
#include "dt_driver.h"
#include "consume/dt_buf.h"

/* Drain the registry at least this often: dead processes send no event. */
#define DT_LATE_SCAN_NS	1000000000ULL

/* Can this description name a process started later? */
static int
dt_late_names_later(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	(void)dtp, (void)cl, (void)desc, (void)arg;
	return strpbrk(fld[0], "*?[") != NULL && strncmp(fld[0], "pid", 3) != 0;
}

/* Make the probes of a new process (*arg) that a description names. */
static int
dt_late_provide(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	(void)cl, (void)desc;
	return usdt_provide_proc(dtp, *(pid_t *)arg, fld) < 0 ? -1 : 0;
}

/*
 * A process late enabling took in, told from a later one with its pid,
 * and where in the probe table its probes are: they are detached when it
 * goes by a walk of that stretch, not of every probe (a server's workers
 * leave a probe or more each behind, a million in a day).
 */
typedef struct dt_lateproc {
	pid_t lp_pid;
	uint64_t lp_start;	/* its start time, in clock ticks after boot */
	uint32_t lp_from, lp_to; /* its probes lie in dt_probes[from, to)
				    (remapped when dt_late_reclaim compacts
				    the table) */
} dt_lateproc_t;

/*
 * Detach process pid's probes among dt_probes[from .. to), and give up
 * their rows of shared late programs (dt_late_share.c).
 */
static void
dt_late_detach(dtrace_hdl_t *dtp, pid_t pid, uint32_t from, uint32_t to)
{
	usdt_detach_range(dtp, pid, from, to);
	dt_late_share_release(dtp, from, to);
}

/* The start time of process pid (/proc/PID/stat, field 22), or 0. */
static uint64_t
dt_late_starttime(pid_t pid)
{
	char buf[1024];
	const char *s = dt_proc_stat(pid, buf, sizeof(buf));
	unsigned long long start = 0;

	if (s == NULL ||
	    sscanf(s, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u "
	    "%*u %*d %*d %*d %*d %*d %*d %llu", &start) != 1)
		return 0;
	return start;
}

/* The entry of process pid in dt_lateprocs, or NULL. */
static dt_lateproc_t *
dt_late_find_proc(const dtrace_hdl_t *dtp, pid_t pid)
{
	for (size_t i = 0; i < dtp->dt_nlateprocs; i++)
		if (dtp->dt_lateprocs[i].lp_pid == pid)
			return &dtp->dt_lateprocs[i];
	return NULL;
}

/*
 * Note that process pid is taken in; returns its index in dt_lateprocs.
 * If a process with its pid was taken in before, and this one started at
 * another time, the pid was reused: the old process's probes are
 * detached and left out of lookups, so that this one gets probes of its
 * own.
 */
static size_t
dt_late_note_proc(dtrace_hdl_t *dtp, pid_t pid)
{
	uint64_t start = dt_late_starttime(pid);
	dt_lateproc_t *lp = dt_late_find_proc(dtp, pid);
	size_t n = dtp->dt_nlateprocs;

	if (lp != NULL) {
		if (lp->lp_start != start) {
			dt_late_detach(dtp, pid, lp->lp_from, lp->lp_to);
			lp->lp_from = UINT32_MAX;
			lp->lp_to = 0;
		}
		lp->lp_start = start;
		return (size_t)(lp - dtp->dt_lateprocs);
	}
	lp = dt_xrealloc(dtp->dt_lateprocs, (n + 1) * sizeof(*lp));
	lp[n] = (dt_lateproc_t){ pid, start, UINT32_MAX, 0 };
	dtp->dt_lateprocs = lp;
	dtp->dt_nlateprocs = n + 1;
	return n;
}

/* Whether late enabling took process pid in (and has not forgotten it). */
bool
dt_late_has_proc(const dtrace_hdl_t *dtp, pid_t pid)
{
	return dt_late_find_proc(dtp, pid) != NULL;
}

/*
 * Process pid has gone (its exit, or its registration removed): detach
 * its probes and forget it, so that what dtrace holds follows the
 * processes alive, not all that ever were (a server forking a worker per
 * connection, traced for a day).  One not taken in is left alone.
 */
void
dt_late_proc_gone(dtrace_hdl_t *dtp, pid_t pid)
{
	dt_lateproc_t *lp = dt_late_find_proc(dtp, pid);

	if (lp == NULL)
		return;
	dt_late_detach(dtp, pid, lp->lp_from, lp->lp_to);
	*lp = dtp->dt_lateprocs[--dtp->dt_nlateprocs];
}

/*
 * While tracing: make the probes provide(desc, arg) makes for each of the
 * program's descriptions, and enable the clauses on those that are new
 * (generate, load, attach).  Returns 0 or -1.
 */
int
dt_late_enable_descs(dtrace_hdl_t *dtp, dt_desc_f *provide, void *arg)
{
	uint32_t first = dtp->dt_nprobes;

	if (dt_clause_desc_iter(dtp, provide, arg) != 0 ||
	    dt_compile_late(dtp, first) < 0)
		return -1;
	if (dtp->dt_nprobes == first)
		return 0;
	return dt_load_late(dtp, dtp->dt_probes + first,
	    dtp->dt_nprobes - first);
}

/* Enable the program's clauses on the probes of one new process. */
int
dt_late_enable_pid(dtrace_hdl_t *dtp, pid_t pid)
{
	size_t i = dt_late_note_proc(dtp, pid);
	uint32_t first = dtp->dt_nprobes;
	int rc = dt_late_enable_descs(dtp, dt_late_provide, &pid);
	dt_lateproc_t *lp = &dtp->dt_lateprocs[i];

	if (dtp->dt_nprobes > first) {	/* its new probes' stretch */
		if (first < lp->lp_from)
			lp->lp_from = first;
		lp->lp_to = dtp->dt_nprobes;
	}
	return rc;
}

/*
 * Take in the processes that registered or went away since the last
 * drain.  A process whose probes cannot be enabled is reported and left
 * out; tracing goes on.  Returns 0, or -1 if the registry cannot be read.
 */
static int
dt_late_drain(dtrace_hdl_t *dtp)
{
	pid_t *added, *removed;
	size_t nadded, nremoved, i;
	usdt_err_t err;

	dtp->dt_regscan = dt_clock_ns(CLOCK_MONOTONIC);
	if (usdt_reg_watch_drain(dtp->dt_regwatch, &added, &nadded, &removed,
	    &nremoved, &err) != 0)
		return dt_set_err(dtp, "%s", err.msg);
	usdt_warn_reg(dtp, usdt_reg_watch_bad(dtp->dt_regwatch));
	for (i = 0; i < nremoved; i++) {
		/* (already gone if its exit event came first) */
		dt_late_proc_gone(dtp, removed[i]);
		usdt_reg_watch_unack(dtp->dt_regwatch, removed[i]);
	}
	for (i = 0; i < nadded; i++) {
		/* a process that left before its probes were enabled (a
		   killed one, or one whose helper did not wait) is no error:
		   it is forgotten */
		if (dt_late_enable_pid(dtp, added[i]) != 0) {
			if (usdt_reg_exiting(added[i])) {
				dt_late_proc_gone(dtp, added[i]);
			} else {
				dt_report(dtp, DT_REPORT_WARN, "failed to "
				    "enable the probes of pid %d: %s",
				    (int)added[i], dtp->dt_errmsg);
			}
		}
		usdt_reg_watch_ack(dtp->dt_regwatch, added[i]);
	}
	free(added);
	free(removed);
	return 0;
}

/*
 * Take in the processes whose USDT probes were enabled before tracing
 * began, their stretch the whole table so far, so that they are detached
 * when they go as later ones are (by their exit event, or their
 * registration's removal).
 */
static void
dt_late_note_early(dtrace_hdl_t *dtp)
{
	uint32_t n = dtp->dt_nprobes;

	for (uint32_t i = 0; i < n; i++) {
		pid_t pid = usdt_probe_pid(dtp->dt_probes[i]);
		size_t k;

		if (pid <= 0 || dt_late_has_proc(dtp, pid))
			continue;
		k = dt_late_note_proc(dtp, pid);
		dtp->dt_lateprocs[k].lp_from = 0;
		dtp->dt_lateprocs[k].lp_to = n;
	}
}

/*
 * At dtrace_go, after the program is loaded: watch the registry if the
 * program can trace processes started later, and take in those that
 * registered since it was compiled.
 */
int
dt_late_open(dtrace_hdl_t *dtp)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.u32 = UINT32_MAX };
	usdt_err_t err;

	dt_late_pid_open(dtp);
	if (dt_clause_desc_iter(dtp, dt_late_names_later, NULL) == 0)
		return 0;
	dt_late_note_early(dtp);
	dt_late_exec_open(dtp);
	if (usdt_reg_watch_open(NULL, &dtp->dt_regwatch, &err) != 0) {
		/* no registry (read-only /dev/shm): only the processes
		   running now are traced */
		dt_report(dtp, DT_REPORT_WARN, "processes started later will "
		    "not be traced: %s", err.msg);
		return 0;
	}
	if (epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_ADD,
	    usdt_reg_watch_fd(dtp->dt_regwatch), &ev) != 0)
		return dt_set_err(dtp, "epoll: %s", strerror(errno));
	if (usdt_reg_watch_announce(dtp->dt_regwatch, &err) != 0)
		dt_report(dtp, DT_REPORT_WARN, "%s", err.msg);
	return dt_late_drain(dtp);
}

/* What a record of a freed probe's EPID would show (none can be left). */
static dt_probe_t dt_late_freed = {
	.pr_prov = "", .pr_mod = "", .pr_func = "", .pr_name = "",
	.pr_ops = &dt_prov_usdt, .pr_progfd = -1, .pr_gone = true,
};

/* Give a probe's EPIDs back for reuse (dt_compile_enable). */
static void
dt_late_free_epids(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	for (int i = 0; i < pr->pr_nclauses; i++) {
		uint32_t e = pr->pr_epids[i];

		if (dtp->dt_nfreeepids == dtp->dt_capfreeepids) {
			dtp->dt_capfreeepids = dtp->dt_capfreeepids ?
			    2 * dtp->dt_capfreeepids : 64;
			dtp->dt_freeepids = dt_xrealloc(dtp->dt_freeepids,
			    dtp->dt_capfreeepids * sizeof(uint32_t));
		}
		dtp->dt_freeepids[dtp->dt_nfreeepids++] = e;
		dtp->dt_epids[e - 1].ep_probe = &dt_late_freed;
	}
}

/* May gone probe pr be freed: its links closed, and two consumer passes
   begun since, which read every record it made (dt_buf_collect leaves
   for the next pass a record begun before a pass began)? */
static bool
dt_late_reclaimable(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	/* (a probe of the compile's shares is the share's: dt_share.c) */
	if (!pr->pr_gone || !pr->pr_ticketed || pr->pr_lshare != NULL ||
	    pr->pr_share != NULL)
		return false;
	if (pr->pr_gonepass == 0) {
		if (dt_close_done(dtp, pr->pr_goneticket))
			pr->pr_gonepass = dtp->dt_bufpasses + 1;
		return false;
	}
	return dtp->dt_bufpasses >= pr->pr_gonepass + 2;
}

/*
 * Free the probes of gone processes (kept until then for the records
 * they made), reuse their EPIDs, and close the table's gaps, so that a
 * server forking a worker per connection, traced for days, costs dtrace
 * what its live workers do.  Probe IDs are never given twice.  Not with
 * speculations (a speculative buffer may hold a record for long) nor
 * with bufpolicy ring or fill (records stay in the buffers until the
 * end).
 */
static void
dt_late_reclaim(dtrace_hdl_t *dtp)
{
	uint32_t n = 0, *map;

	if (dtp->dt_opts.bufpolicy != DT_BUFPOLICY_SWITCH || dtp->dt_speculates)
		return;
	for (uint32_t i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (!dt_late_reclaimable(dtp, pr))
			continue;
		dt_late_free_epids(dtp, pr);
		pr->pr_reclaim = true;
		n++;
	}
	if (n == 0)
		return;
	map = dt_probe_compact(dtp);
	for (size_t i = 0; i < dtp->dt_nlateprocs; i++) {
		dt_lateproc_t *lp = &dtp->dt_lateprocs[i];

		if (lp->lp_from == UINT32_MAX)
			continue;	/* none yet */
		lp->lp_from = map[lp->lp_from];
		lp->lp_to = map[lp->lp_to];
	}
	free(map);
	dtp->dt_nreclaimed += n;
}

/*
 * Forget the processes taken in that have gone without their exit event
 * ending them: the connector drops events when its socket is full (a
 * busy system's forks and exits), and an exit event was seen here to
 * find its process still with its memory (once in some 40 runs of the
 * usdt cases, why not known); a process that never registers has no
 * other end.  Once per DT_LATE_SCAN_NS; the list holds the live
 * processes only.
 */
static void
dt_late_sweep(dtrace_hdl_t *dtp)
{
	uint64_t now = dt_clock_ns(CLOCK_MONOTONIC);
	size_t i = 0;

	if (now - dtp->dt_latesweep < DT_LATE_SCAN_NS)
		return;
	dtp->dt_latesweep = now;
	dt_late_share_sweep(dtp, now);
	dt_late_reclaim(dtp);
	while (i < dtp->dt_nlateprocs) {
		pid_t pid = dtp->dt_lateprocs[i].lp_pid;

		if (usdt_reg_exiting(pid))
			dt_late_proc_gone(dtp, pid);	/* i takes the last */
		else
			i++;
	}
}

/* From dtrace_work: drain when the registry changed, or on the timer. */
int
dt_late_poll(dtrace_hdl_t *dtp)
{
	dt_late_pid_poll(dtp);
	if (!dtp->dt_ended) {
		dt_late_exec_poll(dtp);
		dt_late_sweep(dtp);
	}
	if (dtp->dt_regwatch == NULL || dtp->dt_ended)
		return 0;
	if (!usdt_reg_watch_changed(dtp->dt_regwatch) &&
	    dt_clock_ns(CLOCK_MONOTONIC) - dtp->dt_regscan < DT_LATE_SCAN_NS)
		return 0;
	return dt_late_drain(dtp);
}

void
dt_late_close(dtrace_hdl_t *dtp)
{
	usdt_reg_watch_close(dtp->dt_regwatch);
	dtp->dt_regwatch = NULL;
	dt_late_pid_close(dtp);
	dt_late_exec_close(dtp);
	if (dt_debug_set("DTRACE_DEBUG_LATESHARE"))
		dt_report(dtp, DT_REPORT_WARN, "late probes: %llu freed, %u in "
		    "the table", (unsigned long long)dtp->dt_nreclaimed,
		    dtp->dt_nprobes);
	dt_late_share_close(dtp);
	free(dtp->dt_lateprocs);
	dtp->dt_lateprocs = NULL;
	dtp->dt_nlateprocs = 0;
}
