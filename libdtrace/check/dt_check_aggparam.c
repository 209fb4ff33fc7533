/*
 * dt_check_aggparam.c -- the parameters of the histogram aggregating
 * functions, checked as DTrace checks them and with its messages:
 *
 *	quantize(x[, incr])
 *	lquantize(x, base, limit[, step[, incr]])
 *	llquantize(x, factor, lmag, hmag, steps[, incr])
 *
 * DTrace numbers a parameter without counting x: base is "argument #1".
 * The parameters are integer constants; they fix the layout of the value
 * (dt_agg.c), so every use of one aggregation must give the same ones,
 * and a mismatch names the first parameter that differs (D_LQUANT_MATCH*,
 * D_LLQUANT_MATCH*).  The increment is any scalar expression, evaluated
 * at each firing (dt_cg_agg.c), and is counted with x: "argument #5".
 *
 * The result is ag_params: base, step, levels for lquantize(); factor,
 * lmag, hmag, steps for llquantize().
 */
#include <stdint.h>

#include "check/dt_check.h"

/* The parameter after x, n of them on (1 is base or factor). */
static dt_node_t *
dt_chk_aggparam_arg(dt_node_t *call, int n)
{
	dt_node_t *a = call->dn_args->dn_next;

	while (a != NULL && --n > 0)
		a = a->dn_next;
	return a;
}

static bool
dt_chk_aggparam_isconst(const dt_node_t *a)
{
	return (a->dn_flags & DT_NF_CONST) && dt_type_is_integer(a->dn_ctype);
}

/* A non-zero constant, and positive if its type is signed (DTrace's). */
static bool
dt_chk_aggparam_isposconst(const dt_node_t *a)
{
	if (!dt_chk_aggparam_isconst(a) || a->dn_int == 0)
		return false;
	return !a->dn_ctype->dt_signed || (int64_t)a->dn_int > 0;
}

/* base, limit and step of lquantize(); p = base, step, levels */
static int
dt_chk_lquant(dt_chk_t *ck, dt_node_t *call, int64_t p[4])
{
	dt_node_t *a1 = dt_chk_aggparam_arg(call, 1), *a2 = a1->dn_next;
	dt_node_t *a3 = a2->dn_next;
	int64_t base, limit, step = 1, levels;

	if (!dt_chk_aggparam_isconst(a1))
		return CK_ERR(ck, a1, "D_LQUANT_BASETYPE", "lquantize( ) "
		    "argument #1 must be an integer constant");
	if ((base = (int64_t)a1->dn_int) < INT32_MIN || base > INT32_MAX)
		return CK_ERR(ck, a1, "D_LQUANT_BASEVAL", "lquantize( ) "
		    "argument #1 must be a 32-bit quantity");
	if (!dt_chk_aggparam_isconst(a2))
		return CK_ERR(ck, a2, "D_LQUANT_LIMTYPE", "lquantize( ) "
		    "argument #2 must be an integer constant");
	if ((limit = (int64_t)a2->dn_int) < INT32_MIN || limit > INT32_MAX)
		return CK_ERR(ck, a2, "D_LQUANT_LIMVAL", "lquantize( ) "
		    "argument #2 must be a 32-bit quantity");
	if (limit <= base)
		return CK_ERR(ck, call, "D_LQUANT_MISMATCH", "lquantize( ) "
		    "base (argument #1) must be less than limit "
		    "(argument #2)");
	if (a3 != NULL) {
		if (!dt_chk_aggparam_isposconst(a3))
			return CK_ERR(ck, a3, "D_LQUANT_STEPTYPE", "lquantize"
			    "( ) argument #3 must be a non-zero positive "
			    "integer constant");
		if ((uint64_t)(step = (int64_t)a3->dn_int) > UINT16_MAX)
			return CK_ERR(ck, a3, "D_LQUANT_STEPVAL", "lquantize"
			    "( ) argument #3 must be a 16-bit quantity");
	}
	if ((levels = (limit - base) / step) == 0)
		return CK_ERR(ck, call, "D_LQUANT_STEPLARGE", "lquantize( ) "
		    "step (argument #3) too large: must have at least one "
		    "quantization level");
	if (levels > UINT16_MAX)
		return CK_ERR(ck, call, "D_LQUANT_STEPSMALL", "lquantize( ) "
		    "step (argument #3) too small: number of quantization "
		    "levels must be a 16-bit quantity");
	p[0] = base, p[1] = step, p[2] = levels;
	return 0;
}

/* Would factor^(hmag + 1) overflow 64 bits? */
static bool
dt_chk_llquant_overflows(uint64_t factor, uint64_t hmag)
{
	uint64_t v = 1;

	for (uint64_t i = 0; i <= hmag; i++) {
		if (v > UINT64_MAX / factor)
			return true;
		v *= factor;
	}
	return false;
}

/* factor^(lmag + 1) % steps, 0 when the power overflows 64 bits */
static uint64_t
dt_chk_llquant_powmod(uint64_t factor, uint64_t lmag, uint64_t steps)
{
	uint64_t v = 1;

	for (uint64_t i = 0; i <= lmag; i++) {
		if (v > UINT64_MAX / factor)
			return 0;
		v *= factor;
	}
	return v % steps;
}

/* Argument #n of llquantize() is an integer constant of at most 16 bits */
static int
dt_chk_llquant_u16(dt_chk_t *ck, dt_node_t *a, int n, const char *tag,
    const char *valtag, uint64_t *v)
{
	if (n == 4 && !dt_chk_aggparam_isposconst(a))
		return CK_ERR(ck, a, tag, "llquantize( ) argument #4 must be "
		    "a non-zero positive integer constant");
	if (!dt_chk_aggparam_isconst(a))
		return CK_ERR(ck, a, tag, "llquantize( ) argument #%d must be "
		    "an integer constant", n);
	*v = (uint64_t)a->dn_int;
	if (n == 1 && (*v > UINT16_MAX || *v < 2))
		return CK_ERR(ck, a, valtag, "llquantize( ) argument #1 must "
		    "be an unsigned 16-bit quantity greater than or equal "
		    "to 2");
	if (*v > UINT16_MAX)
		return CK_ERR(ck, a, valtag, "llquantize( ) argument #%d must "
		    "be an unsigned 16-bit quantity", n);
	return 0;
}

/* steps against factor and lmag, DTrace's rules */
static int
dt_chk_llquant_steps(dt_chk_t *ck, dt_node_t *a1, const uint64_t v[4])
{
	uint64_t factor = v[0], lmag = v[1], steps = v[3];

	if (steps < factor && factor % steps != 0)
		return CK_ERR(ck, a1, "D_LLQUANT_STEPVAL", "llquantize() "
		    "argument #4 (steps) must evenly divide argument #1 "
		    "(factor) when steps<factor");
	if (steps <= factor)
		return 0;
	if (steps % factor != 0)
		return CK_ERR(ck, a1, "D_LLQUANT_STEPVAL", "llquantize() "
		    "argument #4 (steps) must be a multiple of argument #1 "
		    "(factor) when steps>factor");
	if (lmag == 0 && (factor * factor) % steps != 0)
		return CK_ERR(ck, a1, "D_LLQUANT_STEPVAL", "llquantize() "
		    "argument #4 (steps) must evenly divide the square of "
		    "argument #1 (factor) when steps>factor and lmag==0");
	if (lmag != 0 && dt_chk_llquant_powmod(factor, lmag, steps) != 0)
		return CK_ERR(ck, a1, "D_LLQUANT_STEPVAL", "llquantize() "
		    "argument #4 (steps) must evenly divide pow(argument #1 "
		    "(factor), lmag (argument #2) + 1) when steps>factor and "
		    "lmag>0");
	return 0;
}

/* factor, lmag, hmag and steps of llquantize() */
static int
dt_chk_llquant(dt_chk_t *ck, dt_node_t *call, int64_t p[4])
{
	static const char *const tags[4][2] = {
		{ "D_LLQUANT_FACTORTYPE", "D_LLQUANT_FACTORVAL" },
		{ "D_LLQUANT_LMAGTYPE", "D_LLQUANT_LMAGVAL" },
		{ "D_LLQUANT_HMAGTYPE", "D_LLQUANT_HMAGVAL" },
		{ "D_LLQUANT_STEPTYPE", "D_LLQUANT_STEPVAL" },
	};
	dt_node_t *a = dt_chk_aggparam_arg(call, 1), *a1 = a, *a3 = NULL;
	uint64_t v[4];

	for (int i = 0; i < 4; i++, a = a->dn_next) {
		if (dt_chk_llquant_u16(ck, a, i + 1, tags[i][0], tags[i][1],
		    &v[i]) != 0)
			return -1;
		if (i != 2)
			continue;
		a3 = a;
		if (v[2] < v[1])
			return CK_ERR(ck, a3, "D_LLQUANT_HMAGVAL", "llquantize"
			    "( ) argument #3 (high magnitude) must be at "
			    "least argument #2 (low magnitude)");
		if (dt_chk_llquant_overflows(v[0], v[2]))
			return CK_ERR(ck, a3, "D_LLQUANT_HMAGVAL", "llquantize"
			    "( ) argument #3 (high magnitude) will cause "
			    "overflow of 64 bits");
	}
	if (dt_chk_llquant_steps(ck, a1, v) != 0)
		return -1;
	for (int i = 0; i < 4; i++)
		p[i] = (int64_t)v[i];
	return 0;
}

/*
 * The increment, argument #argmax, is of scalar type, and the last one:
 * DTrace's prototypes of these functions end in "...", so that too many
 * arguments are found here.
 */
static int
dt_chk_aggincr(dt_chk_t *ck, dt_node_t *call, int func)
{
	int argmax = func == DT_AGG_QUANTIZE ? 2 :
	    func == DT_AGG_LQUANTIZE ? 5 : 6;
	dt_node_t *incr = dt_chk_aggparam_arg(call, argmax - 1);

	int argc = argmax;

	if (incr == NULL)
		return 0;
	if (!dt_type_is_scalar(incr->dn_ctype))
		return CK_ERR(ck, call, "D_PROTO_ARG", "%s( ) increment value "
		    "(argument #%d) must be of scalar type", call->dn_str,
		    argmax);
	if (incr->dn_next == NULL)
		return 0;
	for (dt_node_t *a = incr->dn_next; a != NULL; a = a->dn_next)
		argc++;
	return CK_ERR(ck, incr, "D_PROTO_LEN", "%s( ) prototype mismatch: "
	    "%d args passed, at most %d expected", call->dn_str, argc, argmax);
}

int
dt_chk_aggparams(dt_chk_t *ck, dt_node_t *call, int func, int64_t p[4])
{
	if (func == DT_AGG_LQUANTIZE && dt_chk_lquant(ck, call, p) != 0)
		return -1;
	if (func == DT_AGG_LLQUANTIZE && dt_chk_llquant(ck, call, p) != 0)
		return -1;
	if (func != DT_AGG_QUANTIZE && func != DT_AGG_LQUANTIZE &&
	    func != DT_AGG_LLQUANTIZE)
		return 0;
	return dt_chk_aggincr(ck, call, func);
}

/* The parameters of a later use against those of the first. */
int
dt_chk_aggparams_match(dt_chk_t *ck, dt_node_t *n, int func,
    const int64_t old[4], const int64_t p[4])
{
	static const char *const lltags[4] = { "D_LLQUANT_MATCHFACTOR",
	    "D_LLQUANT_MATCHLMAG", "D_LLQUANT_MATCHHMAG",
	    "D_LLQUANT_MATCHSTEPS" };
	static const char *const llnames[4] = { "factor", "lmag", "hmag",
	    "steps" };

	if (func == DT_AGG_LQUANTIZE) {
		if (old[0] != p[0])
			return CK_ERR(ck, n, "D_LQUANT_MATCHBASE", "lquantize"
			    "( ) base (argument #1) doesn't match previous "
			    "declaration: expected %d, found %d",
			    (int)old[0], (int)p[0]);
		if (old[1] * old[2] != p[1] * p[2])
			return CK_ERR(ck, n, "D_LQUANT_MATCHLIM", "lquantize"
			    "( ) limit (argument #2) doesn't match previous "
			    "declaration: expected %d, found %d",
			    (int)(old[0] + old[1] * old[2]),
			    (int)(p[0] + p[1] * p[2]));
		if (old[1] != p[1])
			return CK_ERR(ck, n, "D_LQUANT_MATCHSTEP", "lquantize"
			    "( ) step (argument #3) doesn't match previous "
			    "declaration: expected %d, found %d",
			    (int)old[1], (int)p[1]);
		return 0;
	}
	if (func != DT_AGG_LLQUANTIZE)
		return 0;
	for (int i = 0; i < 4; i++)
		if (old[i] != p[i])
			return CK_ERR(ck, n, lltags[i], "llquantize() %s "
			    "(argument #%d) doesn't match previous "
			    "declaration: expected %d, found %d", llnames[i],
			    i + 1, (int)old[i], (int)p[i]);
	return 0;
}
