/*
 * dt_cg_tstr.c -- temporary strings: the buffers in dt_mem that string
 * values made while a clause runs live in (results of string subroutines,
 * execname, strings copied from kernel or user memory, ...).
 *
 * There are DT_NTSTRINGS of them, DT_STRBUF bytes each, at cg_tstroff.  A
 * D string value is a pointer to its buffer, so a buffer must not be
 * handed out again while some value may still point into it.  The code
 * generator knows when that is, as it knows when a stack slot is free
 * (dt_cg_newslot / dt_cg_freeslot); the rules:
 *
 *  - an expression's evaluation (dt_cg_expr) reserves the buffers it
 *    makes.  When it is done, those its value cannot point into are
 *    released: all of them if the value is arithmetic (strlen(s), s == t),
 *    all but the result's own if the expression says where its value
 *    lives (strjoin(a, b) copies a and b into a new buffer:
 *    dt_cg_tstr_result), none otherwise (a string passed through);
 *  - the left operand of a comma, a value discarded, and each value a
 *    consumer copies out (a record's field, an aggregation's key) release
 *    theirs as soon as they are copied;
 *  - a statement or action releases everything it reserved: values do
 *    not outlive statements (variables hold copies).
 *
 * The buffers are the same in every program, whatever its clauses
 * (dt_cg_layout).  An expression that needs more of them at once than
 * there are is refused when the program is generated (cg_tstrfull), not
 * left to overwrite one value with another.
 */
#include "dt_impl.h"
#include "cg/dt_cg.h"

/* the dt_mem offset of a free temporary string, now reserved */
uint32_t
dt_cg_newtstring(dt_cg_t *cg)
{
	uint32_t k;

	for (k = 0; k < DT_NTSTRINGS; k++)
		if (!(cg->cg_tstrused & (1U << k))) {
			cg->cg_tstrused |= 1U << k;
			return cg->cg_tstroff + k * DT_STRBUF(cg->cg_dtp);
		}
	cg->cg_tstrfull = true;		/* dt_cg_probe refuses the program */
	return cg->cg_tstroff;
}

/* The buffers reserved now: release those reserved after, with
   dt_cg_tstr_release(cg, mark). */
uint32_t
dt_cg_tstr_mark(const dt_cg_t *cg)
{
	return cg->cg_tstrused;
}

void
dt_cg_tstr_release(dt_cg_t *cg, uint32_t mark)
{
	cg->cg_tstrused &= mark;
}

/* The expression being generated has its value in the buffer at off
   (none: off 0), whatever its operands were in. */
void
dt_cg_tstr_result(dt_cg_t *cg, uint32_t off)
{
	cg->cg_tstrknown = true;
	cg->cg_tstrresult = 0;
	if (off >= cg->cg_tstroff)
		cg->cg_tstrresult = 1U << ((off - cg->cg_tstroff) /
		    DT_STRBUF(cg->cg_dtp));
}

/* Can the value of n be a pointer into a buffer it made?  Not if it is
   arithmetic, unless it is a cast (of a pointer, perhaps). */
static bool
dt_cg_tstr_may_point(const dt_node_t *n)
{
	return !dt_type_is_arith(n->dn_ctype) || n->dn_kind == DT_N_CAST;
}

/*
 * Generate expression n (dt_cg_expr's work: gen) and release what its
 * value cannot point into.
 */
int
dt_cg_tstr_expr(dt_cg_t *cg, dt_node_t *n,
    int (*gen)(dt_cg_t *, dt_node_t *))
{
	uint32_t mark = cg->cg_tstrused, result = cg->cg_tstrresult;
	bool known = cg->cg_tstrknown;
	int s;

	cg->cg_tstrknown = false;
	s = gen(cg, n);
	if (!dt_cg_tstr_may_point(n))
		dt_cg_tstr_release(cg, mark);
	else if (cg->cg_tstrknown)
		dt_cg_tstr_release(cg, mark | cg->cg_tstrresult);
	cg->cg_tstrknown = known;
	cg->cg_tstrresult = result;
	return s;
}
