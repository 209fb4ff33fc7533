/*
 * dt_agg.h -- the consumer's view of the aggregations, shared by dt_agg.c
 * (reading the kernel's entries, ordering and printing them) and
 * dt_agg_act.c (the actions the consumer applies: printa with formats and
 * several aggregations, clear, trunc, normalize, denormalize).
 *
 * A snapshot is every entry of some aggregations as dt_aggs holds them at
 * one moment, each CPU's value words added up (and kept apart too, for
 * the aggpercpu option).  What clear() and trunc() change, they change in
 * the kernel's map; the only snapshot kept is aggrate's (dt_agg_rate.c).
 */
#ifndef DT_AGG_H
#define DT_AGG_H

#include "dt_impl.h"

typedef struct dt_aggent {
	dt_aggvar_t *ae_var;
	char *ae_key;			/* the tuple (after the id word) */
	int64_t *ae_val;		/* the CPUs added up */
	int64_t *ae_pcpu;		/* each CPU's words (aggpercpu), or
					   NULL */
} dt_aggent_t;

typedef struct dt_aggsnap {
	dt_aggent_t *as_ents;
	size_t as_n;
	char *as_mem;			/* keys and values of all entries */
} dt_aggsnap_t;

/* The entries of vars[0..nvars) (every aggregation if vars is NULL). */
int dt_agg_snap(dtrace_hdl_t *, dt_aggvar_t *const *vars, int nvars,
    dt_aggsnap_t *);
void dt_agg_snap_free(dt_aggsnap_t *);
size_t dt_agg_entsize(const dtrace_hdl_t *);	/* an entry's memory */
/* The aggregation with ID id among vars[0..nvars) (every one if vars is
   NULL), or NULL */
dt_aggvar_t *dt_agg_byid(dtrace_hdl_t *, dt_aggvar_t *const *vars, int nvars,
    uint32_t id);
/* printa()'s view of vars[0..nvars) as aggrate has it (dt_agg_rate.c),
   and the snapshot retaken after clear() or trunc() */
int dt_agg_rate_view(dtrace_hdl_t *, dt_aggvar_t *const *vars, int nvars,
    dt_aggsnap_t *);
void dt_agg_rate_changed(dtrace_hdl_t *);
/* v += c, as the function adds up two CPUs' value words */
void dt_agg_combine(const dt_aggvar_t *, int64_t *v, const int64_t *c);

/* How entries are ordered: the aggsort* options. */
typedef struct dt_aggorder {
	bool ao_bykey;			/* aggsortkey */
	bool ao_rev;			/* aggsortrev */
	int ao_keypos;			/* aggsortkeypos */
	int ao_sortpos;			/* aggsortpos */
} dt_aggorder_t;

void dt_agg_order(dtrace_hdl_t *, dt_aggorder_t *);
/* DTrace's comparisons, -1, 0 or 1, before any reversal */
int dt_agg_valcmp(const dt_aggvar_t *, const int64_t *, const int64_t *);
int dt_agg_keycmp(const dt_aggorder_t *, const dt_aggvar_t *,
    const char *, const dt_aggvar_t *, const char *);
/* a snapshot in the order the options ask for */
void dt_agg_sort(const dt_aggorder_t *, dt_aggsnap_t *);

/* Printing, DTrace's default format; values divided by the normal. */
uint64_t dt_agg_normal(const dt_aggvar_t *);
void dt_agg_print_keys(dtrace_hdl_t *, FILE *, const dt_aggvar_t *,
    const char *key);
void dt_agg_print_val(dtrace_hdl_t *, FILE *, const dt_aggvar_t *,
    const int64_t *val, const int64_t *pcpu);
void dt_agg_print_hist(FILE *, const dt_aggvar_t *, const int64_t *val,
    uint64_t normal);
uint64_t dt_agg_stddev(const int64_t *, uint64_t normal);

/* One line of printa: a tuple, and each aggregation's value for it. */
typedef struct dt_aggrow {
	const dt_aggent_t *ar_rep;	/* an entry with the tuple */
	const int64_t **ar_vals;	/* [naggs]: a value, or the zeroes */
	const int64_t **ar_pcpu;	/* [naggs]: aggpercpu's values */
} dt_aggrow_t;

/* -x json (dt_agg_json.c): printa()'s lines, the end's lines, and a
   histogram's "buckets" (dt_agg.c) */
void dt_agg_json_rows(dtrace_hdl_t *, FILE *, dt_aggvar_t *const *aggs,
    int naggs, const dt_aggrow_t *rows, size_t nrows);
void dt_agg_json_snap(dtrace_hdl_t *, FILE *, const dt_aggsnap_t *);
void dt_agg_json_hist(FILE *, const dt_aggvar_t *, const int64_t *val,
    uint64_t normal);

#endif
