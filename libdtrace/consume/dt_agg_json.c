/*
 * dt_agg_json.c -- aggregations as JSON lines (-x json; see dt_json.c for
 * the records).  Each printa() prints a line for each aggregation it
 * names, and the end of tracing a line for each aggregation printa() has
 * not shown:
 *
 *	{"aggregation-name":"calls","aggregation-data":[
 *	  {"keys":["read",3],"value":12},
 *	  {"keys":["write",1],"value":40}]}
 *
 * (on one line; the plain @ is named "").  The entries come in the order
 * the text output prints them, each with its tuple in "keys" (integers as
 * numbers, strings as strings, stacks as arrays of frames, a struct,
 * union or array as a number when the text prints it as one, else as
 * {"bytes":[...]}) and its value
 * as the text prints it: count, sum, min, max, avg and stddev as "value",
 * divided by normalize()'s normal; quantize, lquantize and llquantize as
 * "buckets", the rows the text histogram shows:
 *
 *	"buckets":[{"value":0,"count":0},{"value":1,"count":5},...]
 *
 * each with the number of its label (dt_agg.c).  With aggpercpu an entry
 * also has "per-cpu":[{"cpu":0,"value":7},...].  printa() of several
 * aggregations gives each its line, over the same tuples (zero where an
 * aggregation has none); printa()'s format, if any, is not used: it
 * shapes text.
 */
#include <string.h>

#include "consume/dt_agg.h"
#include "consume/dt_json.h"
#include "check/dt_stack.h"

static void
dt_agg_json_key(dtrace_hdl_t *dtp, FILE *fp, const dt_aggvar_t *ag,
    const char *key, int i)
{
	const dt_type_t *t = ag->ag_keytypes[i];
	const char *k = key + ag->ag_keyoffs[i];
	uint64_t v;

	if (dt_stack_kind(t)) {		/* dt_consume_stack.c */
		dt_stack_json(dtp, fp, t, k);
		return;
	}
	if (dt_type_is_string(t)) {
		dt_json_str(fp, k, t->dt_size > 0 ? t->dt_size : SIZE_MAX);
		return;
	}
	if (dt_type_is_byref(t) && t->dt_size != 1 && t->dt_size != 2 &&
	    t->dt_size != 4 && t->dt_size != 8) {	/* a struct's bytes */
		fputs("{\"bytes\":", fp);
		dt_json_bytes(fp, (const unsigned char *)k, t->dt_size);
		fputc('}', fp);
		return;
	}
	memcpy(&v, k, sizeof(v));
	switch (t->dt_size) {	/* as the text prints them */
	case 1: fprintf(fp, "%u", (uint8_t)v); break;
	case 2: fprintf(fp, "%u", (uint16_t)v); break;
	case 4: fprintf(fp, "%d", (int32_t)v); break;
	default: fprintf(fp, "%lld", (long long)v); break;
	}
}

/* "value":n, or "buckets":[...] */
static void
dt_agg_json_val(FILE *fp, const dt_aggvar_t *ag, const int64_t *v,
    uint64_t normal)
{
	long long n;

	switch (ag->ag_func) {
	case DT_AGG_COUNT: case DT_AGG_SUM:
		n = (long long)((uint64_t)v[0] / normal);
		break;
	case DT_AGG_MIN: case DT_AGG_MAX:
		n = (long long)((uint64_t)v[1] / normal);
		break;
	case DT_AGG_AVG:
		n = v[0] ? (long long)(v[1] / (int64_t)normal / v[0]) : 0;
		break;
	case DT_AGG_STDDEV:
		fprintf(fp, "\"value\":%llu",
		    (unsigned long long)dt_agg_stddev(v, normal));
		return;
	default:
		dt_agg_json_hist(fp, ag, v, normal);
		return;
	}
	fprintf(fp, "\"value\":%lld", n);
}

/* One entry: its keys (those of rep's tuple), its value, each CPU's. */
static void
dt_agg_json_entry(dtrace_hdl_t *dtp, FILE *fp, const dt_aggvar_t *ag,
    const dt_aggent_t *rep, const int64_t *val, const int64_t *pcpu)
{
	uint64_t normal = dt_agg_normal(ag);

	fputs("{\"keys\":[", fp);
	for (int i = 0; i < rep->ae_var->ag_nkeys; i++) {
		if (i > 0)
			fputc(',', fp);
		dt_agg_json_key(dtp, fp, rep->ae_var, rep->ae_key, i);
	}
	fputs("],", fp);
	dt_agg_json_val(fp, ag, val, normal);
	if (pcpu != NULL) {
		fputs(",\"per-cpu\":[", fp);
		for (int c = 0; c < dtp->dt_ncpus; c++) {
			fprintf(fp, "%s{\"cpu\":%d,", c > 0 ? "," : "", c);
			dt_agg_json_val(fp, ag, pcpu + (size_t)c *
			    (dtp->dt_aggvalsize / 8), normal);
			fputc('}', fp);
		}
		fputc(']', fp);
	}
	fputc('}', fp);
}

static void
dt_agg_json_open(FILE *fp, const dt_aggvar_t *ag)
{
	fputc('{', fp);
	dt_json_key(fp, "aggregation-name");
	dt_json_str(fp, ag->ag_name, strlen(ag->ag_name));
	fputs(",\"aggregation-data\":[", fp);
}

static void
dt_agg_json_close(dtrace_hdl_t *dtp, FILE *fp)
{
	fputs("]}\n", fp);
	if (fp == dtp->dt_out)
		fflush(fp);
}

/* printa(): a line for each of aggs[0..naggs), over the rows' tuples */
void
dt_agg_json_rows(dtrace_hdl_t *dtp, FILE *fp, dt_aggvar_t *const *aggs,
    int naggs, const dt_aggrow_t *rows, size_t nrows)
{
	bool percpu = dtp->dt_opts.aggpercpu;

	for (int k = 0; k < naggs; k++) {
		dt_agg_json_open(fp, aggs[k]);
		for (size_t r = 0; r < nrows; r++) {
			if (r > 0)
				fputc(',', fp);
			dt_agg_json_entry(dtp, fp, aggs[k], rows[r].ar_rep,
			    rows[r].ar_vals[k], percpu ? rows[r].ar_pcpu[k] :
			    NULL);
		}
		dt_agg_json_close(dtp, fp);
	}
}

/* The end: a line for each aggregation of a sorted snapshot not shown. */
void
dt_agg_json_snap(dtrace_hdl_t *dtp, FILE *fp, const dt_aggsnap_t *snap)
{
	const dt_aggvar_t *open = NULL;

	for (size_t i = 0; i < snap->as_n; i++) {
		const dt_aggent_t *e = &snap->as_ents[i];

		if (e->ae_var->ag_printed)
			continue;
		if (e->ae_var != open) {
			if (open != NULL)
				dt_agg_json_close(dtp, fp);
			dt_agg_json_open(fp, e->ae_var);
			open = e->ae_var;
		} else {
			fputc(',', fp);
		}
		dt_agg_json_entry(dtp, fp, e->ae_var, e, e->ae_val,
		    e->ae_pcpu);
	}
	if (open != NULL)
		dt_agg_json_close(dtp, fp);
}
