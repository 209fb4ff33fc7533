/*
 * dt_agg_rate.c -- the aggrate option: how often the consumer reads the
 * aggregations that printa() shows.
 *
 * DTrace's consumer prints aggregations from a snapshot it takes at most
 * every aggrate, so that printa() in a probe shows them as of the last
 * read, however often it runs (Oracle's tst.aggrate-slow: with aggrate
 * 4.5 s, eight printa()s a second apart show 1 five times, then 5).  With
 * aggrate set, that is what this does: a consumer pass, once its records
 * are collected, takes a snapshot of every aggregation if aggrate has
 * passed since the last one (the time moves on by whole aggrates, as
 * DTrace's does), and printa() copies its aggregations' entries from it.
 * The pass after BEGIN's takes one whatever the time, so does every pass
 * after tracing stopped, and clear() and trunc() take one after changing
 * the kernel's entries, so that what they removed is not shown again.
 *
 * Unset (or 0), as in Oracle's DTrace, every pass reads afresh: printa()
 * reads the kernel's map when it prints (dt_agg_snap), which is what a
 * snapshot of each pass would show, without reading the map in passes
 * that print nothing.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "consume/dt_agg.h"

/* The snapshot, replaced by a fresh one. */
static int
dt_agg_rate_take(dtrace_hdl_t *dtp)
{
	if (dtp->dt_aggcache == NULL)
		dtp->dt_aggcache = dt_xcalloc(1, sizeof(dt_aggsnap_t));
	dt_agg_snap_free(dtp->dt_aggcache);
	return dt_agg_snap(dtp, NULL, 0, dtp->dt_aggcache);
}

/* A consumer pass has collected its records: the snapshot, if due. */
void
dt_agg_rate_pass(dtrace_hdl_t *dtp)
{
	uint64_t rate = dtp->dt_opts.aggrate, now;

	if (rate == 0 || dtp->dt_naggs == 0 || dtp->dt_aggfd < 0)
		return;
	now = dt_clock_ns(CLOCK_MONOTONIC);
	if (dtp->dt_lastagg != 0 && !dtp->dt_ended &&
	    now - dtp->dt_lastagg < rate)
		return;
	dtp->dt_lastagg = dtp->dt_lastagg != 0 && !dtp->dt_ended ?
	    dtp->dt_lastagg + rate : now;
	dt_agg_rate_take(dtp);
}

/* clear() or trunc() changed the kernel's entries. */
void
dt_agg_rate_changed(dtrace_hdl_t *dtp)
{
	if (dtp->dt_aggcache != NULL)
		dt_agg_rate_take(dtp);
}

/*
 * What printa() of vars[0..nvars) shows: a copy of their entries in the
 * snapshot with aggrate set, else a read of the kernel's map.
 */
int
dt_agg_rate_view(dtrace_hdl_t *dtp, dt_aggvar_t *const *vars, int nvars,
    dt_aggsnap_t *snap)
{
	const dt_aggsnap_t *all;
	size_t entsz = dt_agg_entsize(dtp), ksz = dtp->dt_aggkeysize - 8;

	if (dtp->dt_opts.aggrate == 0)
		return dt_agg_snap(dtp, vars, nvars, snap);
	if (dtp->dt_aggcache == NULL && dt_agg_rate_take(dtp) != 0)
		return -1;
	all = dtp->dt_aggcache;
	memset(snap, 0, sizeof(*snap));
	snap->as_ents = dt_xcalloc(all->as_n + 1, sizeof(dt_aggent_t));
	snap->as_mem = dt_xmalloc((all->as_n + 1) * entsz);
	for (size_t i = 0; i < all->as_n; i++) {
		const dt_aggent_t *e = &all->as_ents[i];
		dt_aggent_t *c = &snap->as_ents[snap->as_n];

		if (dt_agg_byid(dtp, vars, nvars, e->ae_var->ag_id) == NULL)
			continue;
		c->ae_var = e->ae_var;
		c->ae_key = snap->as_mem + snap->as_n++ * entsz;
		memcpy(c->ae_key, e->ae_key, entsz);
		c->ae_val = (int64_t *)(c->ae_key + ksz);
		c->ae_pcpu = e->ae_pcpu == NULL ? NULL : (int64_t *)(c->ae_key +
		    ksz + dtp->dt_aggvalsize);
	}
	return 0;
}

void
dt_agg_rate_free(dtrace_hdl_t *dtp)
{
	if (dtp->dt_aggcache != NULL)
		dt_agg_snap_free(dtp->dt_aggcache);
	free(dtp->dt_aggcache);
	dtp->dt_aggcache = NULL;
}
