/*
 * dt_bpf_agg.c -- the bucket arithmetic of quantize(), lquantize() and
 * llquantize(), and stddev()'s 128-bit sum of squares (see dt_agg.c for
 * the value layouts).  Included by dt_bpflib.c.
 *
 * All arithmetic is unsigned: BPF before cpu v4 has no signed division.
 */

/* floor(log2(u)) for u > 0, without a count-leading-zeros instruction */
static __attribute__((always_inline)) int
dt_log2(uint64_t u)
{
	int l = 0;

	if (u >> 32) { u >>= 32; l += 32; }
	if (u >> 16) { u >>= 16; l += 16; }
	if (u >> 8) { u >>= 8; l += 8; }
	if (u >> 4) { u >>= 4; l += 4; }
	if (u >> 2) { u >>= 2; l += 2; }
	if (u >> 1) l += 1;
	return l;
}

/* quantize(): the bucket of x, 0..126 (63 is zero) */
DT_BPF_FUNC int
dt_agg_q_bucket(int64_t x)
{
	uint64_t u = x < 0 ? -(uint64_t)x : (uint64_t)x;
	int l;

	if (x == 0)
		return 63;
	l = dt_log2(u);
	if (l > 62)
		l = 62;
	return x > 0 ? 64 + l : 62 - l;
}

/* lquantize(): below base, one bucket a step, at or beyond the top */
DT_BPF_FUNC int
dt_agg_lq_bucket(int64_t x, int64_t base, int64_t step, int64_t levels)
{
	if (x < base)
		return 0;
	if ((uint64_t)(x - base) >= (uint64_t)(levels * step))
		return (int)levels + 1;
	return 1 + (int)((uint64_t)(x - base) / (uint64_t)step);
}

/*
 * llquantize(): bin0 holds |x| < factor^lmag; magnitude m's values
 * [factor^m, factor^(m+1)) fall into steps - steps/factor bins of width
 * factor^(m+1)/steps on either side of it; the outermost bins hold the
 * rest.  (dt_agg.c labels the same bins.)
 */
DT_BPF_FUNC int
dt_agg_llq_bucket(int64_t x, int64_t factor, int64_t lmag, int64_t hmag,
    int64_t steps)
{
	uint64_t u = x < 0 ? -(uint64_t)x : (uint64_t)x, lo = 1, pow, s;
	uint64_t f = (uint64_t)factor, n = (uint64_t)steps, sf = n / f;
	int64_t per = steps - (int64_t)sf, bin0, pos, m;

	bin0 = 1 + (hmag - lmag + 1) * per;
	for (m = 0; m < lmag && m < 64; m++)
		lo *= f;
	if (u < lo)
		return (int)bin0;
	for (m = lmag; m <= hmag && m < 64; m++) {
		pow = lo * f;
		if (u < pow) {
			s = pow % n == 0 ? u / (pow / n) : u * n / pow;
			pos = (m - lmag) * per + (int64_t)(s - sf) + 1;
			return (int)(x < 0 ? bin0 - pos : bin0 + pos);
		}
		lo = pow;
	}
	return x < 0 ? 0 : (int)(2 * bin0);
}

/* stddev(): add x*x to the 128-bit sum of squares at v[2] (low), v[3] */
DT_BPF_FUNC void
dt_agg_sumsq(uint64_t *v, int64_t x)
{
	uint64_t u = x < 0 ? -(uint64_t)x : (uint64_t)x;
	uint64_t hi = u >> 32, lo = u & 0xffffffffULL;
	uint64_t ll = lo * lo, lh = lo * hi, hh = hi * hi;
	uint64_t mid_lo = lh << 33, mid_hi = lh >> 31;
	uint64_t sq_lo = ll + mid_lo, sq_hi = hh + mid_hi + (sq_lo < ll);
	uint64_t old = v[2];

	v[2] = old + sq_lo;
	v[3] += sq_hi + (v[2] < old);
}
