/*
 * dt_agg_act.c -- the actions on whole aggregations.  The kernel only
 * records which aggregation (and a number, dt_cg_agg.c); the consumer
 * applies the action when it reads the record, as DTrace's consumer does:
 *
 *	printa(@a)		print the entries now, in DTrace's default
 *				format, after a blank line
 *	printa(fmt, @a)		print each entry through the format: its
 *				conversions take the key tuple in order, each
 *				%@ conversion an aggregation value
 *	printa([fmt,] @a, @b...) one line a tuple found in any of them (the
 *				union of their keys), the i-th value (or %@)
 *				the i-th aggregation's, zero where it has no
 *				entry for the tuple
 *	clear(@a)		zero every entry's value, on every CPU, in the
 *				kernel's map: the keys stay, and print as
 *				zeroes until they count again
 *	trunc(@a [, n])		keep the n entries of greatest value (n < 0:
 *				the -n smallest; no n: none) and delete the
 *				others from the kernel's map, so that they
 *				come back only if they count again
 *	normalize(@a, n)	print its values divided by n from now on
 *	denormalize(@a)		print them undivided again
 *
 * The order of printa's lines is DTrace's: by the value of the first
 * aggregation (aggsortpos: of that one), then of the next ones, ties by
 * the tuple; aggsortkey orders by tuple, aggsortrev reverses.  trunc()
 * ranks by value then tuple whatever the options say, as DTrace does.
 */
#define _GNU_SOURCE		/* qsort_r */
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "consume/dt_agg.h"
#include "consume/dt_json.h"
#include "check/dt_stack.h"

/* ---- printa ---------------------------------------------------------- */

typedef struct dt_aggrows {
	dtrace_hdl_t *rs_dtp;
	dt_aggvar_t *const *rs_aggs;	/* printa's arguments, in order */
	int rs_naggs;
	dt_aggorder_t rs_order;
	dt_aggrow_t *rs_rows;
	size_t rs_n;
	const int64_t **rs_valmem;	/* the rows' ar_vals and ar_pcpu */
	const int64_t *rs_zero;		/* zeroes: a value no entry has */
} dt_aggrows_t;

/* Group the entries by tuple (the qsort before grouping). */
static int
dt_agg_tuplecmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggent_t *a = pa, *b = pb;
	int c = dt_agg_keycmp(arg, a->ae_var, a->ae_key, b->ae_var,
	    b->ae_key);

	return c != 0 ? c : (a->ae_var->ag_id > b->ae_var->ag_id) -
	    (a->ae_var->ag_id < b->ae_var->ag_id);
}

/* DTrace's order of printa's lines (see the top of the file). */
static int
dt_agg_rowcmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggrow_t *a = pa, *b = pb;
	const dt_aggrows_t *rs = arg;
	const dt_aggorder_t *o = &rs->rs_order;
	int n = rs->rs_naggs, pos = o->ao_sortpos < n ? o->ao_sortpos : 0;
	int c = 0;

	if (o->ao_bykey)
		c = dt_agg_keycmp(o, a->ar_rep->ae_var, a->ar_rep->ae_key,
		    b->ar_rep->ae_var, b->ar_rep->ae_key);
	for (int i = 0; c == 0 && i < n; i++) {
		int k = (pos + i) % n;

		c = dt_agg_valcmp(rs->rs_aggs[k], a->ar_vals[k],
		    b->ar_vals[k]);
	}
	if (c == 0 && !o->ao_bykey)
		c = dt_agg_keycmp(o, a->ar_rep->ae_var, a->ar_rep->ae_key,
		    b->ar_rep->ae_var, b->ar_rep->ae_key);
	return o->ao_rev ? -c : c;
}

/* The rows of a snapshot of printa's aggregations, in printing order. */
static void
dt_agg_rows(dt_aggrows_t *rs, dt_aggsnap_t *snap)
{
	size_t n = (size_t)rs->rs_naggs, r = 0;
	const int64_t **vals;

	qsort_r(snap->as_ents, snap->as_n, sizeof(dt_aggent_t),
	    dt_agg_tuplecmp, &rs->rs_order);
	rs->rs_rows = dt_xcalloc(snap->as_n + 1, sizeof(dt_aggrow_t));
	vals = dt_xcalloc((snap->as_n + 1) * n * 2, sizeof(int64_t *));
	rs->rs_valmem = vals;
	for (size_t i = 0; i < snap->as_n; r++) {
		dt_aggrow_t *row = &rs->rs_rows[r];
		size_t j = i;

		row->ar_rep = &snap->as_ents[i];
		row->ar_vals = vals + r * n * 2;
		row->ar_pcpu = row->ar_vals + n;
		for (size_t k = 0; k < n; k++)
			row->ar_vals[k] = row->ar_pcpu[k] = rs->rs_zero;
		for (; j < snap->as_n && dt_agg_keycmp(&rs->rs_order,
		    row->ar_rep->ae_var, row->ar_rep->ae_key,
		    snap->as_ents[j].ae_var, snap->as_ents[j].ae_key) == 0;
		    j++) {
			const dt_aggent_t *e = &snap->as_ents[j];

			/* an aggregation named twice has its value twice */
			for (size_t k = 0; k < n; k++) {
				if (rs->rs_aggs[k] != e->ae_var)
					continue;
				row->ar_vals[k] = e->ae_val;
				if (e->ae_pcpu != NULL)
					row->ar_pcpu[k] = e->ae_pcpu;
			}
		}
		i = j;
	}
	rs->rs_n = r;
	qsort_r(rs->rs_rows, rs->rs_n, sizeof(dt_aggrow_t), dt_agg_rowcmp,
	    rs);
}

/* What one printa() line is formatted with. */
typedef struct dt_aggline {
	const dt_aggrows_t *al_rs;
	const dt_aggrow_t *al_row;
} dt_aggline_t;

/*
 * The value of the i-th %@ conversion: the i-th aggregation's (the last
 * one's beyond), typed and divided as DTrace's printa() does it: count,
 * sum, min and max divided by the conversion, avg and stddev computed
 * with the normal, histograms printed whole.
 */
static int
dt_agg_pfval(void *arg, int i, FILE *fp, dt_pfval_t *pv)
{
	const dt_aggline_t *l = arg;
	int k = i < l->al_rs->rs_naggs ? i : l->al_rs->rs_naggs - 1;
	const dt_aggvar_t *ag = l->al_rs->rs_aggs[k];
	const int64_t *v = l->al_row->ar_vals[k];
	uint64_t normal = dt_agg_normal(ag);

	pv->kind = DT_PFK_INT;
	pv->size = 8;
	pv->is_signed = ag->ag_func != DT_AGG_COUNT;
	pv->normal = normal;
	switch (ag->ag_func) {
	case DT_AGG_COUNT: case DT_AGG_SUM:
		pv->v.i = v[0];
		return 0;
	case DT_AGG_MIN: case DT_AGG_MAX:
		pv->v.i = v[1];
		return 0;
	case DT_AGG_AVG:	/* in unsigned arithmetic, as DTrace does */
		pv->v.u = v[0] ? (uint64_t)v[1] / normal / (uint64_t)v[0] : 0;
		pv->normal = 1;
		return 0;
	case DT_AGG_STDDEV:
		pv->v.u = dt_agg_stddev(v, normal);
		pv->normal = 1;
		return 0;
	default:
		dt_agg_print_hist(fp, ag, v, normal);
		return 1;
	}
}

/* A tuple as printf values: each key at its own type. */
static void
dt_agg_keyvals(dtrace_hdl_t *dtp, const dt_aggent_t *rep, dt_pfval_t *kv)
{
	const dt_aggvar_t *ag = rep->ae_var;

	for (int i = 0; i < ag->ag_nkeys; i++) {
		const dt_type_t *t = ag->ag_keytypes[i];
		const char *k = rep->ae_key + ag->ag_keyoffs[i];

		if (dt_stack_kind(t)) {		/* dt_consume_stack.c */
			dt_stack_pfval(dtp, t, k, &kv[i]);
			continue;
		}
		memset(&kv[i], 0, sizeof(kv[i]));
		kv[i].size = t->dt_size;
		kv[i].is_signed = t->dt_signed;
		if (dt_type_is_string(t)) {
			kv[i].kind = DT_PFK_STRING;
			kv[i].s = k;
			continue;
		}
		kv[i].kind = dt_type_is_pointer(t) ? DT_PFK_PTR :
		    dt_type_is_byref(t) ? DT_PFK_OTHER : DT_PFK_INT;
		if (dt_type_is_pointer(t))
			kv[i].size = 8;
		memcpy(&kv[i].v.u, k, 8);
	}
}

static void
dt_agg_print_row(const dt_aggrows_t *rs, const dt_action_t *act, FILE *fp,
    const dt_aggrow_t *row)
{
	const dt_aggent_t *rep = row->ar_rep;
	dt_pfval_t kv[64];
	dt_aggline_t l = { rs, row };
	dt_pfhooks_t hooks;

	if (act->act_pf == NULL) {
		dt_agg_print_keys(rs->rs_dtp, fp, rep->ae_var, rep->ae_key);
		for (int k = 0; k < rs->rs_naggs; k++)
			dt_agg_print_val(rs->rs_dtp, fp, rs->rs_aggs[k],
			    row->ar_vals[k], rs->rs_dtp->dt_opts.aggpercpu ?
			    row->ar_pcpu[k] : NULL);
		fputc('\n', fp);
		return;
	}
	dt_agg_keyvals(rs->rs_dtp, rep, kv);
	dt_stack_hooks(rs->rs_dtp, &hooks);
	dt_printa_exec(fp, act->act_pf, kv, rep->ae_var->ag_nkeys,
	    dt_agg_pfval, &l, &hooks);
}

static int
dt_agg_printa(dtrace_hdl_t *dtp, FILE *fp, const dt_action_t *act)
{
	dt_aggrows_t rs = { .rs_dtp = dtp, .rs_aggs = act->act_aggs,
	    .rs_naggs = act->act_naggs };
	dt_aggsnap_t snap;
	int64_t *zero;

	bool json = dt_json_on(dtp);

	if (act->act_pf == NULL && !json)
		fputc('\n', fp);
	if (dtp->dt_aggfd < 0 || dt_agg_rate_view(dtp, act->act_aggs,
	    act->act_naggs, &snap) != 0)
		return -1;
	dt_stack_aggmerge(dtp, &snap);	/* dt_agg_stack.c */
	zero = dt_xcalloc((size_t)dtp->dt_ncpus + 1, dtp->dt_aggvalsize);
	rs.rs_zero = zero;
	dt_agg_order(dtp, &rs.rs_order);
	dt_agg_rows(&rs, &snap);
	if (json)		/* dt_agg_json.c */
		dt_agg_json_rows(dtp, fp, act->act_aggs, act->act_naggs,
		    rs.rs_rows, rs.rs_n);
	for (size_t r = 0; !json && r < rs.rs_n; r++)
		dt_agg_print_row(&rs, act, fp, &rs.rs_rows[r]);
	for (int k = 0; k < act->act_naggs; k++)
		act->act_aggs[k]->ag_printed = true;
	free(rs.rs_valmem);
	free(rs.rs_rows);
	free(zero);
	dt_agg_snap_free(&snap);
	return 0;
}

/* ---- clear, trunc ------------------------------------------------------ */

/* The whole dt_aggs key of a snapshot entry (the id word put back). */
static void
dt_agg_fullkey(dtrace_hdl_t *dtp, const dt_aggent_t *e, char *key)
{
	uint32_t id = e->ae_var->ag_id;

	memset(key, 0, 8);
	memcpy(key, &id, sizeof(id));
	memcpy(key + 8, e->ae_key, dtp->dt_aggkeysize - 8);
}

static int
dt_agg_clear(dtrace_hdl_t *dtp, dt_aggvar_t *ag)
{
	char *key = dt_xmalloc(dtp->dt_aggkeysize);
	void *zero = dt_xcalloc((size_t)dtp->dt_ncpus, dtp->dt_aggvalsize);
	dt_aggsnap_t snap;

	if (dt_agg_snap(dtp, &ag, 1, &snap) == 0) {
		for (size_t i = 0; i < snap.as_n; i++) {
			dt_agg_fullkey(dtp, &snap.as_ents[i], key);
			bpf_map_update_elem(dtp->dt_aggfd, key, zero,
			    BPF_EXIST);
		}
		dt_agg_snap_free(&snap);
	}
	free(zero);
	free(key);
	dt_agg_rate_changed(dtp);
	return 0;
}

/* trunc's ranking: by value, ties by tuple, descending */
static int
dt_agg_rankcmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggent_t *a = pa, *b = pb;
	const dt_aggorder_t *o = arg;
	int c = dt_agg_valcmp(a->ae_var, a->ae_val, b->ae_val);

	if (c == 0)
		c = dt_agg_keycmp(o, a->ae_var, a->ae_key, b->ae_var,
		    b->ae_key);
	return o->ao_rev ? c : -c;
}

static int
dt_agg_trunc(dtrace_hdl_t *dtp, dt_aggvar_t *ag, int64_t keep)
{
	dt_aggorder_t o = { .ao_rev = keep < 0 };
	char *key = dt_xmalloc(dtp->dt_aggkeysize);
	uint64_t n = keep < 0 ? -(uint64_t)keep : (uint64_t)keep;
	dt_aggsnap_t snap;

	if (dt_agg_snap(dtp, &ag, 1, &snap) == 0) {
		qsort_r(snap.as_ents, snap.as_n, sizeof(dt_aggent_t),
		    dt_agg_rankcmp, &o);
		for (size_t i = 0; i < snap.as_n; i++) {
			if (i < n)
				continue;
			dt_agg_fullkey(dtp, &snap.as_ents[i], key);
			bpf_map_delete_elem(dtp->dt_aggfd, key);
		}
		dt_agg_snap_free(&snap);
	}
	free(key);
	dt_agg_rate_changed(dtp);
	return 0;
}

/* ---- the record ---------------------------------------------------------- */

int
dt_agg_action(dtrace_hdl_t *dtp, FILE *fp, const dt_action_t *act,
    const char *rec)
{
	int64_t n = 0;

	if (act->act_nvals > 1)
		memcpy(&n, rec + act->act_vals[1].rv_off, sizeof(n));
	switch (act->act_kind) {
	case DT_ACT_PRINTA:
		return dt_agg_printa(dtp, fp, act);
	case DT_ACT_CLEAR:
		return dtp->dt_aggfd < 0 ? 0 : dt_agg_clear(dtp, act->act_agg);
	case DT_ACT_TRUNC:
		return dtp->dt_aggfd < 0 ? 0 :
		    dt_agg_trunc(dtp, act->act_agg, n);
	case DT_ACT_NORMALIZE:	/* 0 normalizes by 1, as in DTrace */
		act->act_agg->ag_normal = (uint64_t)n;
		return 0;
	case DT_ACT_DENORMALIZE:
		act->act_agg->ag_normal = 1;
		return 0;
	default:
		return 0;
	}
}
