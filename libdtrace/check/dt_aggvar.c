/*
 * dt_aggvar.c -- the table of a program's aggregation variables, which the
 * checker builds as it meets @name = func(...): each variable's ID (its
 * entries' first key word), its function and how many value words an
 * entry holds (consume/dt_agg.c lays the words out).  The code generator
 * and the consumer read the table; they do not change it.
 */
#include <string.h>

#include "dt_impl.h"

static const char *const dt_agg_names[] = {
	[DT_AGG_COUNT] = "count", [DT_AGG_SUM] = "sum", [DT_AGG_AVG] = "avg",
	[DT_AGG_MIN] = "min", [DT_AGG_MAX] = "max",
	[DT_AGG_STDDEV] = "stddev", [DT_AGG_QUANTIZE] = "quantize",
	[DT_AGG_LQUANTIZE] = "lquantize", [DT_AGG_LLQUANTIZE] = "llquantize",
};

int
dt_agg_func(const char *name)
{
	for (int f = DT_AGG_COUNT; f <= DT_AGG_LLQUANTIZE; f++)
		if (strcmp(name, dt_agg_names[f]) == 0)
			return f;
	return 0;
}

const char *
dt_agg_funcname(int func)
{
	return dt_agg_names[func];
}

dt_aggvar_t *
dt_agg_lookup(dtrace_hdl_t *dtp, const char *name)
{
	for (dt_aggvar_t *ag = dtp->dt_aggs; ag != NULL; ag = ag->ag_next)
		if (strcmp(ag->ag_name, name) == 0)
			return ag;
	return NULL;
}

dt_aggvar_t *
dt_agg_add(dtrace_hdl_t *dtp, const char *name, int func)
{
	static const uint32_t nvals[] = {
		[DT_AGG_COUNT] = 1, [DT_AGG_SUM] = 1, [DT_AGG_AVG] = 2,
		[DT_AGG_MIN] = 2, [DT_AGG_MAX] = 2, [DT_AGG_STDDEV] = 4,
		[DT_AGG_QUANTIZE] = DT_QUANTIZE_NBUCKETS,
	};
	dt_aggvar_t *ag = dt_arena_alloc(dtp->dt_arena, sizeof(*ag)), **pp;

	ag->ag_name = dt_arena_strdup(dtp->dt_arena, name);
	ag->ag_id = ++dtp->dt_naggs;
	ag->ag_func = func;
	ag->ag_nvals = func <= DT_AGG_QUANTIZE ? nvals[func] : 0;
	for (pp = &dtp->dt_aggs; *pp != NULL; pp = &(*pp)->ag_next)
		;
	*pp = ag;
	return ag;
}
