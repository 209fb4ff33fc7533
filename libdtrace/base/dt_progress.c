/*
 * dt_progress.c -- telling the consumer how a long step over many probes
 * goes (dtrace_handle_progress): enabling thousands of probes, and above
 * all disabling them, which for kernel tracepoints waits for a grace
 * period per probe under a kernel-wide mutex (perf_trace_event_unreg):
 * `sdt:::`, 2,300 tracepoints, takes two minutes to end, and dtrace
 * looked hung.
 *
 * A step reports nothing for its first second (DTRACE_DEBUG_PROGRESS_MS
 * sets that, for tests), then at most every DT_PROGRESS_EVERY_NS, and,
 * once it has reported, a last time with done == total when it ends.
 */
#include <stdlib.h>
#include <time.h>

#include "dt_impl.h"

#define DT_PROGRESS_AFTER_NS	1000000000ULL
#define DT_PROGRESS_EVERY_NS	200000000ULL

void
dtrace_handle_progress(dtrace_hdl_t *dtp, dtrace_progress_f *fn, void *arg)
{
	dtp->dt_progress = fn;
	dtp->dt_progress_arg = arg;
}

void
dt_progress_begin(dtrace_hdl_t *dtp, dt_progress_t *pg, const char *what,
    uint64_t total)
{
	const char *ms = getenv("DTRACE_DEBUG_PROGRESS_MS");

	pg->pg_dtp = dtp;
	pg->pg_what = what;
	pg->pg_total = total;
	pg->pg_shown = false;
	pg->pg_after = ms != NULL ? strtoull(ms, NULL, 10) * 1000000ULL :
	    DT_PROGRESS_AFTER_NS;
	pg->pg_start = pg->pg_last = dt_clock_ns(CLOCK_MONOTONIC);
}

void
dt_progress_step(dt_progress_t *pg, uint64_t done)
{
	dtrace_hdl_t *dtp = pg->pg_dtp;
	uint64_t now;

	if (dtp->dt_progress == NULL || done >= pg->pg_total)
		return;
	now = dt_clock_ns(CLOCK_MONOTONIC);
	if (now - pg->pg_start < pg->pg_after ||
	    (pg->pg_shown && now - pg->pg_last < DT_PROGRESS_EVERY_NS))
		return;
	pg->pg_shown = true;
	pg->pg_last = now;
	dtp->dt_progress(pg->pg_what, done, pg->pg_total,
	    dtp->dt_progress_arg);
}

void
dt_progress_end(dt_progress_t *pg)
{
	dtrace_hdl_t *dtp = pg->pg_dtp;

	if (pg->pg_shown && dtp->dt_progress != NULL)
		dtp->dt_progress(pg->pg_what, pg->pg_total, pg->pg_total,
		    dtp->dt_progress_arg);
	pg->pg_shown = false;
}
