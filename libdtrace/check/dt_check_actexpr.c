/*
 * dt_check_actexpr.c -- actions called where a value is wanted.
 *
 * In D an action (trace(), printf(), count(), ...) is a statement of its
 * own; it has no value.  DTrace types such a call void where an
 * expression uses it (x = trace(1)), so the statement is typed on as
 * usual and what DTrace finds first while typing it is reported first
 * (stringof(trace(0)) is D_STRINGOF_TYPE, p -= trace(0) with p unknown
 * is D_VAR_UNDEF).  Only when it generates the statement's code does
 * DTrace refuse the call, with D_CG_EXPR: "tracing function trace( ) may
 * not be called from a D expression (D program context required)".  The
 * checker keeps the first such call (ck_cgexpr) and reports it once the
 * statement or predicate holding it has been checked.
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"

/*
 * What DTrace calls a function that is an action rather than a subroutine
 * ("tracing function", "aggregating function"), or NULL for the others.
 */
const char *
dt_chk_actfunc_kind(const char *name)
{
	static const char *tracing[] = { "trace", "printf", "printa",
	    "exit", "speculate", "commit", "discard", "tracemem", "setopt",
	    "clear", "trunc", "normalize", "denormalize", "print", "printm",
	    "pcap", NULL };
	static const char *aggregating[] = { "count", "sum", "avg", "min",
	    "max", "stddev", "quantize", "lquantize", "llquantize", NULL };

	for (int i = 0; tracing[i] != NULL; i++)
		if (strcmp(name, tracing[i]) == 0)
			return "tracing function";
	if (dt_chk_is_destr(name))
		return "tracing function";
	for (int i = 0; aggregating[i] != NULL; i++)
		if (strcmp(name, aggregating[i]) == 0)
			return "aggregating function";
	return NULL;
}

/*
 * An action called where a value is wanted (x = trace(1)) is typed void
 * and the statement checked on, so that what DTrace finds first while
 * typing it comes first (stringof(trace(0)) is D_STRINGOF_TYPE); DTrace
 * refuses the call itself only as it generates the statement's code,
 * which is where dt_chk_cgexpr reports it.
 */
int
dt_chk_actfunc_in_expr(dt_chk_t *ck, dt_node_t *n)
{
	if (n->dn_ctype == NULL)	/* stack() keeps its own type */
		n->dn_ctype = ck->ck_dtp->dt_types.tt_void;
	if (ck->ck_cgexpr == NULL)
		ck->ck_cgexpr = n;
	return 0;
}

/* After a statement or predicate checked: an action it called for a value */
int
dt_chk_cgexpr(dt_chk_t *ck)
{
	dt_node_t *n = ck->ck_cgexpr;
	const char *kind;

	if (n == NULL)
		return 0;
	ck->ck_cgexpr = NULL;
	if ((kind = dt_chk_actfunc_kind(n->dn_str)) == NULL)
		kind = "tracing function";	/* stack(), func(), ... */
	return CK_ERR(ck, n, "D_CG_EXPR", "%s %s( ) may not be called from "
	    "a D expression (D program context required)", kind, n->dn_str);
}
