/*
 * dt_agg.c -- aggregations, the consumer's half: reading the kernel's
 * per-CPU entries, adding the CPUs up, sorting and printing them as DTrace
 * does (the table of aggregation variables is the checker's,
 * check/dt_aggvar.c).
 *
 * The value words of an entry (dt_cg_agg.c writes them, in BPF):
 *
 *	count()			[0] count
 *	sum(x)			[0] sum
 *	avg(x)			[0] count, [1] sum
 *	min(x), max(x)		[0] count, [1] the extreme (valid once count
 *				    is non-zero: a new entry is all zeroes)
 *	stddev(x)		[0] count, [1] sum, [2..3] sum of squares,
 *				    128 bits, low word first
 *	quantize(x)		127 buckets: -2^62 .. -1, 0, 1 .. 2^62 (bucket
 *				    i < 63 holds -2^(62-i), i > 63 holds 2^(i-64))
 *	lquantize(x, lo, hi, s)	levels + 2 buckets: below lo, one a step,
 *				    at or above hi
 *	llquantize(x, f, l, h, n) the layout dt_agg_llq_label() describes
 *
 * Each CPU has its own copy (a per-CPU hash map); adding them up is exact
 * for every function, and min/max take the extreme of the CPUs that saw a
 * value.
 *
 * Output follows DTrace: each entry is its keys (strings as "  %-50s",
 * integers by the key type's size) then its value (" %16lld", or a
 * histogram), one line an entry; a normalized aggregation's values print
 * divided by its normal.  Entries are sorted by aggregation, then by value
 * as DTrace weighs values (dt_agg_valcmp), ties by key (aggsortkey: by
 * key, from key aggsortkeypos on; aggsortrev reverses every comparison),
 * integer keys compared as unsigned numbers as DTrace does.
 *
 * The actions on aggregations (printa with a format or several
 * aggregations, clear, trunc, normalize) are in dt_agg_act.c.
 */
#define _GNU_SOURCE		/* qsort_r */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "consume/dt_agg.h"
#include "consume/dt_json.h"
#include "consume/dt_print.h"
#include "check/dt_stack.h"

/* ---- reading the kernel's entries ---------------------------------- */

void
dt_agg_combine(const dt_aggvar_t *ag, int64_t *v, const int64_t *c)
{
	switch (ag->ag_func) {
	case DT_AGG_MIN: case DT_AGG_MAX:
		if (c[0] == 0)
			return;
		if (v[0] == 0 || (ag->ag_func == DT_AGG_MIN ? c[1] < v[1] :
		    c[1] > v[1]))
			v[1] = c[1];
		v[0] += c[0];
		return;
	case DT_AGG_STDDEV: {
		uint64_t lo = (uint64_t)v[2] + (uint64_t)c[2];

		v[3] += c[3] + (lo < (uint64_t)v[2]);
		v[2] = (int64_t)lo;
		v[0] += c[0];
		v[1] += c[1];
		return;
	}
	default:
		for (uint32_t i = 0; i < ag->ag_nvals; i++)
			v[i] += c[i];
	}
}

dt_aggvar_t *
dt_agg_byid(dtrace_hdl_t *dtp, dt_aggvar_t *const *vars, int nvars,
    uint32_t id)
{
	if (vars != NULL) {
		for (int i = 0; i < nvars; i++)
			if (vars[i]->ag_id == id)
				return vars[i];
		return NULL;
	}
	for (dt_aggvar_t *ag = dtp->dt_aggs; ag != NULL; ag = ag->ag_next)
		if (ag->ag_id == id)
			return ag;
	return NULL;
}

/*
 * An entry of the snapshot's memory: the tuple (ksz - 8 bytes, the id word
 * left out), the added-up value (vsz), then with aggpercpu each CPU's
 * value (ncpus * vsz).
 */
size_t
dt_agg_entsize(const dtrace_hdl_t *dtp)
{
	size_t vsz = dtp->dt_aggvalsize;

	return dtp->dt_aggkeysize - 8 + vsz +
	    (dtp->dt_opts.aggpercpu ? (size_t)dtp->dt_ncpus * vsz : 0);
}

int
dt_agg_snap(dtrace_hdl_t *dtp, dt_aggvar_t *const *vars, int nvars,
    dt_aggsnap_t *snap)
{
	uint32_t ksz = dtp->dt_aggkeysize, vsz = dtp->dt_aggvalsize;
	size_t cap = 64, entsz = dt_agg_entsize(dtp);
	char *key = dt_xcalloc(2, ksz), *next = key + ksz;
	int64_t *pcpu = dt_xcalloc((size_t)dtp->dt_ncpus, vsz);
	bool percpu = dtp->dt_opts.aggpercpu;
	void *prev = NULL;

	memset(snap, 0, sizeof(*snap));
	snap->as_mem = dt_xmalloc(cap * entsz);
	snap->as_ents = dt_xmalloc(cap * sizeof(dt_aggent_t));
	while (bpf_map_get_next_key(dtp->dt_aggfd, prev, next) == 0) {
		dt_aggvar_t *ag = dt_agg_byid(dtp, vars, nvars,
		    *(uint32_t *)next);
		char *mem;

		memcpy(key, next, ksz);
		prev = key;
		if (ag == NULL ||
		    bpf_map_lookup_elem(dtp->dt_aggfd, key, pcpu) != 0)
			continue;
		if (snap->as_n == cap) {
			cap *= 2;
			snap->as_mem = dt_xrealloc(snap->as_mem, cap * entsz);
			snap->as_ents = dt_xrealloc(snap->as_ents,
			    cap * sizeof(dt_aggent_t));
		}
		/* offsets for now: as_mem may still move */
		snap->as_ents[snap->as_n].ae_var = ag;
		snap->as_ents[snap->as_n].ae_key =
		    (char *)(uintptr_t)(snap->as_n * entsz);
		mem = snap->as_mem + snap->as_n * entsz;
		memcpy(mem, key + 8, ksz - 8);
		memset(mem + ksz - 8, 0, vsz);
		for (int c = 0; c < dtp->dt_ncpus; c++)
			dt_agg_combine(ag, (int64_t *)(mem + ksz - 8),
			    pcpu + c * (vsz / 8));
		if (percpu)
			memcpy(mem + ksz - 8 + vsz, pcpu,
			    (size_t)dtp->dt_ncpus * vsz);
		snap->as_n++;
	}
	for (size_t i = 0; i < snap->as_n; i++) {
		dt_aggent_t *e = &snap->as_ents[i];
		char *mem = snap->as_mem + (size_t)(uintptr_t)e->ae_key;

		e->ae_key = mem;
		e->ae_val = (int64_t *)(mem + ksz - 8);
		e->ae_pcpu = percpu ? (int64_t *)(mem + ksz - 8 + vsz) : NULL;
	}
	free(key);
	free(pcpu);
	return 0;
}

void
dt_agg_snap_free(dt_aggsnap_t *snap)
{
	free(snap->as_ents);
	free(snap->as_mem);
}

/* ---- order ---------------------------------------------------------- */

/*
 * The integer value of a stddev() entry, as DTrace computes it:
 * sqrt(sum of squares / normal / count - (sum / normal / count)^2).
 */
uint64_t
dt_agg_stddev(const int64_t *v, uint64_t normal)
{
	unsigned __int128 sumsq, avgsq, sq;
	int64_t avg;
	uint64_t r;

	if (v[0] == 0)
		return 0;
	if (normal == 0)
		normal = 1;
	sumsq = ((unsigned __int128)(uint64_t)v[3] << 64) | (uint64_t)v[2];
	avgsq = sumsq / normal / (uint64_t)v[0];
	avg = v[1] / (int64_t)normal / v[0];
	if (avg < 0)
		avg = -avg;
	sq = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	if (avgsq < sq)
		return 0;
	avgsq -= sq;
	r = (uint64_t)sqrtl((long double)avgsq);
	while ((unsigned __int128)r * r > avgsq)
		r--;
	while ((unsigned __int128)(r + 1) * (r + 1) <= avgsq)
		r++;
	return r;
}

static int64_t dt_agg_bucketval(const dt_aggvar_t *, int);

#define DT_CMP(a, b)	((a) < (b) ? -1 : (a) > (b) ? 1 : 0)

/*
 * A histogram's weight for ordering, and its count at zero for ties, as
 * DTrace weighs them: each bucket's count times its value (lquantize: the
 * underflow bucket weighs base - 1, the overflow one its bound + 1).
 */
static long double
dt_agg_hist_sum(const dt_aggvar_t *ag, const int64_t *v, int64_t *zero)
{
	const int64_t *p = ag->ag_params;
	long double t = 0;

	*zero = 0;
	if (ag->ag_func == DT_AGG_QUANTIZE) {
		*zero = v[DT_QUANTIZE_ZEROBUCKET];
		for (int i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
			t += (long double)dt_agg_bucketval(ag, i) * v[i];
		return t;
	}
	if (ag->ag_func == DT_AGG_LQUANTIZE) {
		int64_t base = p[0], step = p[1], levels = p[2];

		t = (long double)v[0] * (base - 1);
		if (base - 1 == 0)
			*zero = v[0];
		for (int64_t i = 0; i < levels; i++) {
			t += (long double)v[i + 1] * (base + i * step);
			if (base + i * step == 0)
				*zero = v[i + 1];
		}
		t += (long double)v[levels + 1] * (base + levels * step + 1);
		if (base + levels * step + 1 == 0)
			*zero = v[levels + 1];
		return t;
	}
	{	/* llquantize: each bin's bound, positive minus negative */
		int64_t factor = p[0], lmag = p[1], hmag = p[2], steps = p[3];
		int64_t sf = steps / factor, i = 1;
		int bin0 = 1 + (int)((hmag - lmag + 1) * (steps - sf));
		long double scale;

		*zero = v[bin0];
		t = powl((long double)factor, (long double)lmag) *
		    (long double)(v[bin0 + 1] - v[bin0 - 1]);
		if (lmag == 0 && steps > factor) {
			for (int64_t st = 2; st <= factor; st++) {
				i += sf;
				t += (long double)(st * (v[bin0 + i] -
				    v[bin0 - i]));
			}
			lmag = 1;
		}
		scale = powl((long double)factor, (long double)(lmag + 1)) /
		    steps;
		for (int64_t m = lmag; m <= hmag; m++, scale *= factor)
			for (int64_t st = sf + 1; st <= steps; st++) {
				i++;
				t += st * scale *
				    (long double)(v[bin0 + i] - v[bin0 - i]);
			}
		return t;
	}
}

int
dt_agg_valcmp(const dt_aggvar_t *ag, const int64_t *a, const int64_t *b)
{
	long double sa, sb;
	int64_t za, zb;

	switch (ag->ag_func) {
	case DT_AGG_COUNT: case DT_AGG_SUM:
		return DT_CMP(a[0], b[0]);
	case DT_AGG_MIN: case DT_AGG_MAX:
		return DT_CMP(a[1], b[1]);
	case DT_AGG_AVG:
		return DT_CMP(a[0] ? a[1] / a[0] : 0, b[0] ? b[1] / b[0] : 0);
	case DT_AGG_STDDEV:
		return DT_CMP(dt_agg_stddev(a, 1), dt_agg_stddev(b, 1));
	default:
		sa = dt_agg_hist_sum(ag, a, &za);
		sb = dt_agg_hist_sum(ag, b, &zb);
		return sa != sb ? DT_CMP(sa, sb) : DT_CMP(za, zb);
	}
}

/*
 * A struct, union or array key that is not 1, 2, 4 or 8 bytes compares
 * byte by byte, as DTrace compares them (those sizes compare as unsigned
 * integers, and the rest of the 8-byte slot is zero).
 */
static int
dt_agg_bytecmp(const dt_type_t *t, const char *a, const char *b)
{
	int c;

	if (!dt_type_is_byref(t) || t->dt_size == 1 || t->dt_size == 2 ||
	    t->dt_size == 4 || t->dt_size == 8)
		return 0;
	c = memcmp(a, b, t->dt_size);
	return c < 0 ? -1 : c > 0;
}

/*
 * Tuples compare key by key, from key aggsortkeypos round to the one
 * before it; integers as unsigned numbers, strings byte by byte.  a is a
 * tuple of aggregation aga, b of agb: the same keys (the checker saw to
 * it), but a string key may lie elsewhere in each (dt_chk_agg_layouts).
 */
int
dt_agg_keycmp(const dt_aggorder_t *o, const dt_aggvar_t *aga, const char *a,
    const dt_aggvar_t *agb, const char *b)
{
	const dt_aggvar_t *ag = aga;
	int n = ag->ag_nkeys, pos = o->ao_keypos < n ? o->ao_keypos : 0;

	for (int j = 0; j < n; j++) {
		int i = (pos + j) % n;
		const char *ka = a + aga->ag_keyoffs[i];
		const char *kb = b + agb->ag_keyoffs[i];
		uint64_t ua, ub;
		int c;

		if (dt_type_is_string(ag->ag_keytypes[i])) {
			if ((c = strcmp(ka, kb)) != 0)
				return c < 0 ? -1 : 1;
			continue;
		}
		if (dt_stack_kind(ag->ag_keytypes[i])) {	/* stacks */
			if ((c = dt_stack_cmp(ag->ag_keytypes[i], ka, kb)) != 0)
				return c;
			continue;
		}
		if ((c = dt_agg_bytecmp(ag->ag_keytypes[i], ka, kb)) != 0)
			return c;
		memcpy(&ua, ka, 8);
		memcpy(&ub, kb, 8);
		if (ua != ub)
			return ua < ub ? -1 : 1;
	}
	return 0;
}

void
dt_agg_order(dtrace_hdl_t *dtp, dt_aggorder_t *o)
{
	o->ao_bykey = dtp->dt_opts.aggsortkey;
	o->ao_rev = dtp->dt_opts.aggsortrev;
	o->ao_keypos = dtp->dt_opts.aggsortkeypos > INT_MAX ? 0 :
	    (int)dtp->dt_opts.aggsortkeypos;
	o->ao_sortpos = dtp->dt_opts.aggsortpos > INT_MAX ? 0 :
	    (int)dtp->dt_opts.aggsortpos;
}

/*
 * By aggregation, then by value and key (aggsortkey: by key); aggsortrev
 * reverses every comparison, the aggregations' order too, as DTrace's do.
 */
static int
dt_agg_cmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggent_t *a = pa, *b = pb;
	const dt_aggorder_t *o = arg;
	int c = DT_CMP(a->ae_var->ag_id, b->ae_var->ag_id);

	if (c == 0 && !o->ao_bykey)
		c = dt_agg_valcmp(a->ae_var, a->ae_val, b->ae_val);
	if (c == 0)
		c = dt_agg_keycmp(o, a->ae_var, a->ae_key, b->ae_var,
		    b->ae_key);
	return o->ao_rev ? -c : c;
}

void
dt_agg_sort(const dt_aggorder_t *o, dt_aggsnap_t *snap)
{
	qsort_r(snap->as_ents, snap->as_n, sizeof(dt_aggent_t), dt_agg_cmp,
	    (void *)o);
}

/* ---- printing ------------------------------------------------------ */

/* The lower bound of bucket i of a quantize/lquantize. */
static int64_t
dt_agg_bucketval(const dt_aggvar_t *ag, int i)
{
	if (ag->ag_func == DT_AGG_QUANTIZE) {
		if (i < DT_QUANTIZE_ZEROBUCKET)
			return -(INT64_C(1) << (DT_QUANTIZE_ZEROBUCKET - 1 - i));
		if (i == DT_QUANTIZE_ZEROBUCKET)
			return 0;
		return INT64_C(1) << (i - DT_QUANTIZE_ZEROBUCKET - 1);
	}
	return i == 0 ? ag->ag_params[0] - 1 :
	    ag->ag_params[0] + (i - 1) * ag->ag_params[1];
}

/*
 * One bar of a histogram: DTrace's 40-column @ bar and the count.  A
 * normalized aggregation's count is divided by the normal (in unsigned
 * arithmetic, as DTrace divides it); the bar is drawn from the raw counts.
 */
static void
dt_agg_bar(FILE *fp, int64_t raw, long double total, bool pos, bool neg,
    uint64_t normal)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char sp[] = "                                        ";
	unsigned len = 40, depth;
	long double f = total ? (fabsl((long double)raw) * len) / total : 0;
	int64_t val = (int64_t)((uint64_t)raw / normal);

	if (!neg) {
		depth = pos ? (unsigned)(f + 0.5) : 0;
		fprintf(fp, "|%s%s %-9lld\n", ats + len - depth, sp + depth,
		    (long long)val);
		return;
	}
	if (!pos) {
		depth = (unsigned)(f + 0.5);
		fprintf(fp, "%s%s| %-9lld\n", sp + depth, ats + len - depth,
		    (long long)val);
		return;
	}
	len /= 2;	/* both signs: half bars either side of a centre line */
	depth = (unsigned)((fabsl((long double)raw) * len) / total + 0.5);
	if (raw <= 0)
		fprintf(fp, "%s%s|%*s %-9lld\n", sp + 20 + depth,
		    ats + 20 + len - depth, (int)len, "", (long long)val);
	else
		fprintf(fp, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth,
		    sp + 20 + depth, (long long)val);
}

/*
 * -x json: the buckets, each its label's number (the lower bound; for the
 * lowest bucket of lquantize and llquantize, the highest value it holds)
 * and its count.
 */
static void
dt_agg_json_buckets(FILE *fp, const int64_t *d, int first, int last,
    const char *const *labels, const int64_t *nums, uint64_t normal)
{
	int n = 0;

	fputs("\"buckets\":[", fp);
	for (int i = first; i <= last; i++) {
		if (labels[i - first][0] == '\0')
			continue;
		fprintf(fp, "%s{\"value\":%lld,\"count\":%lld}",
		    n++ > 0 ? "," : "", (long long)nums[i - first],
		    (long long)(int64_t)((uint64_t)d[i] / normal));
	}
	fputc(']', fp);
}

/* The rows first..last of a histogram, labelled by label(i). */
static void
dt_agg_histo(FILE *fp, const int64_t *d, int first, int last,
    const char *const *labels, const int64_t *nums, uint64_t normal,
    bool json)
{
	long double total = 0;
	bool pos = false, neg = false;

	if (json) {
		dt_agg_json_buckets(fp, d, first, last, labels, nums, normal);
		return;
	}

	for (int i = first; i <= last; i++) {
		pos |= d[i] > 0;
		neg |= d[i] < 0;
		total += fabsl((long double)d[i]);
	}
	fprintf(fp, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count");
	for (int i = first; i <= last; i++) {
		if (labels[i - first][0] == '\0')
			continue;
		fprintf(fp, "%16s ", labels[i - first]);
		dt_agg_bar(fp, d[i], total, pos, neg, normal);
	}
}

/* The bucket range DTrace shows: the used ones and one either side. */
static void
dt_agg_range(const int64_t *d, int n, int *first, int *last, int zlo,
    int zhi)
{
	int f = 0, l = n - 1;

	while (f <= l && d[f] == 0)
		f++;
	if (f > l) {		/* no data: show the buckets around zero */
		*first = zlo;
		*last = zhi;
		return;
	}
	if (f > 0)
		f--;
	while (l > 0 && d[l] == 0)
		l--;
	if (l < n - 1)
		l++;
	*first = f;
	*last = l;
}

static void
dt_agg_quantize(FILE *fp, const dt_aggvar_t *ag, const int64_t *d,
    uint64_t normal, bool json)
{
	int n = (int)ag->ag_nvals, first, last;
	char (*lab)[32] = dt_xcalloc((size_t)n, 32);
	const char **labels = dt_xcalloc((size_t)n, sizeof(char *));
	int64_t *nums = dt_xcalloc((size_t)n, sizeof(int64_t));

	if (ag->ag_func == DT_AGG_QUANTIZE) {
		dt_agg_range(d, n, &first, &last, DT_QUANTIZE_ZEROBUCKET - 1,
		    DT_QUANTIZE_ZEROBUCKET + 1);
		for (int i = first; i <= last; i++)
			snprintf(lab[i - first], 32, "%lld",
			    (long long)dt_agg_bucketval(ag, i));
	} else {
		int64_t base = ag->ag_params[0], step = ag->ag_params[1];
		int levels = (int)ag->ag_params[2];

		dt_agg_range(d, n, &first, &last, 0, 2);
		for (int i = first; i <= last; i++) {
			if (i == 0)
				snprintf(lab[i - first], 32, "< %lld",
				    (long long)base);
			else if (i == levels + 1)
				snprintf(lab[i - first], 32, ">= %lld",
				    (long long)(base + levels * step));
			else
				snprintf(lab[i - first], 32, "%lld",
				    (long long)(base + (i - 1) * step));
		}
	}
	for (int i = 0; i <= last - first; i++) {
		labels[i] = lab[i];
		nums[i] = dt_agg_bucketval(ag, i + first);
	}
	dt_agg_histo(fp, d, first, last, labels, nums, normal, json);
	free(nums);
	free(labels);
	free(lab);
}

static uint64_t
dt_agg_pow(int64_t b, int64_t e)
{
	uint64_t r = 1;

	while (e-- > 0)
		r *= (uint64_t)b;
	return r;
}

/* A bin label, cut to 15 characters as DTrace's are. */
static void __attribute__((format(printf, 2, 3)))
dt_agg_label(char *dst, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dst, 16, fmt, ap);
	va_end(ap);
}

/*
 * The labels of llquantize's bins.  Around bin0 (|x| < factor^lmag) each
 * magnitude m in lmag..hmag has steps - steps/factor bins, the first
 * starting at factor^m, each labelled with its lower bound; the
 * negative side mirrors the positive one, and the outermost bins hold
 * what is beyond +-factor^(hmag+1).  With lmag 0 and more steps than
 * factor, magnitude 0's bins are finer than 1: only the integers 1 ..
 * factor - 1 get a label, and the unlabelled bins are never printed.
 */
static void
dt_agg_llq_labels(const dt_aggvar_t *ag, int first, char (*lab)[16],
    int64_t *nums, int lo, int hi, int bin0)
{
	int64_t factor = ag->ag_params[0], lmag = ag->ag_params[1];
	int64_t hmag = ag->ag_params[2], steps = ag->ag_params[3];
	int64_t sf = steps / factor, mag = lmag, i = 1;
	int nbins = (int)ag->ag_nvals;
	uint64_t scale = dt_agg_pow(factor, lmag);

#define LABEL(b, num, ...) do { if ((b) >= lo && (b) <= hi) { \
	nums[(b) - lo] = (int64_t)(num); \
	dt_agg_label(lab[(b) - lo], __VA_ARGS__); } } while (0)
	if (scale == 1)
		LABEL(bin0, 0, "%d", 0);
	else if (first >= bin0)
		LABEL(bin0, 0, "< %llu", (unsigned long long)scale);
	else
		LABEL(bin0, 0, "abs() < %llu", (unsigned long long)scale);
	LABEL(bin0 - 1, -scale, "-%llu", (unsigned long long)scale);
	LABEL(bin0 + 1, scale, "%llu", (unsigned long long)scale);
	if (lmag == 0 && steps > factor) {
		for (int64_t st = 2; st <= factor; st++) {
			i += sf;
			LABEL(bin0 - i, -st, "-%lld", (long long)st);
			LABEL(bin0 + i, st, "%lld", (long long)st);
		}
		mag++;
	}
	scale = dt_agg_pow(factor, mag + 1) / (uint64_t)steps;
	for (; mag <= hmag; mag++, scale *= (uint64_t)factor) {
		for (int64_t st = sf + 1; st <= steps; st++) {
			uint64_t b = (uint64_t)st * scale;

			i++;
			LABEL(bin0 - i, -b, "-%llu", (unsigned long long)b);
			LABEL(bin0 + i, b, "%llu", (unsigned long long)b);
		}
	}
	scale = dt_agg_pow(factor, hmag + 1);
	LABEL(0, -scale, "<= -%llu", (unsigned long long)scale);
	LABEL(nbins - 1, scale, ">= %llu", (unsigned long long)scale);
#undef LABEL
}

static void
dt_agg_llquantize(FILE *fp, const dt_aggvar_t *ag, const int64_t *d,
    uint64_t normal, bool json)
{
	int64_t factor = ag->ag_params[0], lmag = ag->ag_params[1];
	int64_t steps = ag->ag_params[3], sf = steps / factor;
	int nbins = (int)ag->ag_nvals, first = 0, last = nbins - 1, pad = 0;
	int bin0 = 1 + (int)((ag->ag_params[2] - lmag + 1) * (steps - sf));
	char (*lab)[16];
	const char **labels;
	int64_t *nums;
	int n, lo;

	while (first <= last && d[first] == 0)
		first++;
	if (first > last) {
		first = last = bin0 + 1;
	} else {
		while (d[last] == 0)
			last--;
	}
	if (first > 0)
		first--;
	if (last < nbins - 1)
		last++;
	if (lmag == 0 && steps > factor)
		pad = (int)sf;
	lo = first - pad;
	n = last - first + 1 + 2 * pad;
	lab = dt_xcalloc((size_t)n, 16);
	labels = dt_xcalloc((size_t)n, sizeof(char *));
	nums = dt_xcalloc((size_t)n, sizeof(int64_t));
	dt_agg_llq_labels(ag, first, lab, nums, lo, last + pad, bin0);
	/* a range ending on an unlabelled bin borrows the nearest label */
	for (int k = 1; pad > 0 && lab[pad][0] == '\0' && k < pad; k++)
		if (lab[pad - k][0] != '\0') {
			memcpy(lab[pad], lab[pad - k], 16);
			nums[pad] = nums[pad - k];
		}
	for (int k = 1, j = last - lo; pad > 0 && lab[j][0] == '\0' &&
	    k < pad; k++)
		if (lab[j + k][0] != '\0') {
			memcpy(lab[j], lab[j + k], 16);
			nums[j] = nums[j + k];
		}
	for (int k = 0; k <= last - first; k++)
		labels[k] = lab[k + pad];
	dt_agg_histo(fp, d, first, last, labels, nums + pad, normal, json);
	free(nums);
	free(labels);
	free(lab);
}

void
dt_agg_print_hist(FILE *fp, const dt_aggvar_t *ag, const int64_t *val,
    uint64_t normal)
{
	if (ag->ag_func == DT_AGG_LLQUANTIZE)
		dt_agg_llquantize(fp, ag, val, normal, false);
	else
		dt_agg_quantize(fp, ag, val, normal, false);
}

/* -x json: "buckets":[...] of the rows dt_agg_print_hist() prints */
void
dt_agg_json_hist(FILE *fp, const dt_aggvar_t *ag, const int64_t *val,
    uint64_t normal)
{
	if (ag->ag_func == DT_AGG_LLQUANTIZE)
		dt_agg_llquantize(fp, ag, val, normal, true);
	else
		dt_agg_quantize(fp, ag, val, normal, true);
}

static void
dt_agg_print_key(dtrace_hdl_t *dtp, FILE *fp, const dt_aggvar_t *ag,
    const char *key, int i)
{
	const dt_type_t *t = ag->ag_keytypes[i];
	const char *k = key + ag->ag_keyoffs[i];
	uint64_t v = *(const uint64_t *)k;

	if (dt_stack_kind(t)) {		/* dt_consume_stack.c */
		dt_stack_print(dtp, fp, NULL, t, k);
		return;
	}
	if (dt_type_is_string(t)) {
		fprintf(fp, "  %-50s", k);
		return;
	}
	/* DTrace prints a key by its size: a struct of 8 bytes is a number */
	switch (t->dt_size) {
	case 1: fprintf(fp, " %3d", (uint8_t)v); break;
	case 2: fprintf(fp, " %5d", (uint16_t)v); break;
	case 4: fprintf(fp, " %8d", (int32_t)v); break;
	case 8: fprintf(fp, " %16lld", (long long)v); break;
	default:
		if (dt_type_is_byref(t))	/* dt_print.c */
			dt_print_bytes(dtp, fp, (const unsigned char *)k,
			    t->dt_size, 50);
		else
			fprintf(fp, " %16lld", (long long)v);
		break;
	}
}

void
dt_agg_print_keys(dtrace_hdl_t *dtp, FILE *fp, const dt_aggvar_t *ag,
    const char *key)
{
	for (int i = 0; i < ag->ag_nkeys; i++)
		dt_agg_print_key(dtp, fp, ag, key, i);
}

uint64_t
dt_agg_normal(const dt_aggvar_t *ag)
{
	return ag->ag_normal > 1 ? ag->ag_normal : 1;
}

/*
 * One value as DTrace prints it without a format, divided by the normal
 * as DTrace divides it (" %16lld" of count, sum, min, max in unsigned
 * arithmetic; avg in signed).
 */
static void
dt_agg_print_one(FILE *fp, const dt_aggvar_t *ag, const int64_t *v,
    uint64_t normal)
{
	switch (ag->ag_func) {
	case DT_AGG_COUNT: case DT_AGG_SUM:
		fprintf(fp, " %16lld", (long long)((uint64_t)v[0] / normal));
		break;
	case DT_AGG_MIN: case DT_AGG_MAX:
		fprintf(fp, " %16lld", (long long)((uint64_t)v[1] / normal));
		break;
	case DT_AGG_AVG:
		fprintf(fp, " %16lld", v[0] ? (long long)(v[1] /
		    (int64_t)normal / v[0]) : 0LL);
		break;
	case DT_AGG_STDDEV:
		fprintf(fp, " %16llu",
		    (unsigned long long)dt_agg_stddev(v, normal));
		break;
	default:
		dt_agg_print_hist(fp, ag, v, normal);
		break;
	}
}

/* The value, then with aggpercpu each CPU's, as "\n    [CPU n]" value. */
void
dt_agg_print_val(dtrace_hdl_t *dtp, FILE *fp, const dt_aggvar_t *ag,
    const int64_t *val, const int64_t *pcpu)
{
	uint64_t normal = dt_agg_normal(ag);

	dt_agg_print_one(fp, ag, val, normal);
	for (int c = 0; pcpu != NULL && c < dtp->dt_ncpus; c++) {
		fprintf(fp, "\n    [CPU %d]", c);
		dt_agg_print_one(fp, ag, pcpu + (size_t)c *
		    (dtp->dt_aggvalsize / 8), normal);
	}
}

/*
 * The end of tracing: every aggregation printa() has not shown, sorted:
 * each entry's keys, its value and a newline.
 */
void
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_aggsnap_t snap;
	dt_aggorder_t order;

	if (dtp->dt_naggs == 0 || dtp->dt_aggfd < 0 ||
	    dt_agg_snap(dtp, NULL, 0, &snap) != 0)
		return;
	dt_stack_aggmerge(dtp, &snap);	/* dt_agg_stack.c */
	dt_agg_order(dtp, &order);
	dt_agg_sort(&order, &snap);
	if (dt_json_on(dtp))	/* dt_agg_json.c */
		dt_agg_json_snap(dtp, fp, &snap);
	for (size_t i = 0; !dt_json_on(dtp) && i < snap.as_n; i++) {
		dt_aggent_t *e = &snap.as_ents[i];

		if (e->ae_var->ag_printed)
			continue;
		dt_agg_print_keys(dtp, fp, e->ae_var, e->ae_key);
		dt_agg_print_val(dtp, fp, e->ae_var, e->ae_val, e->ae_pcpu);
		fputc('\n', fp);
	}
	dt_agg_snap_free(&snap);
}
