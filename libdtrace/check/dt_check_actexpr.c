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
 *
 * Its arguments are counted against its prototype as it is typed, as
 * DTrace does for every call: x = trace() is D_PROTO_LEN, not D_CG_EXPR.
 */
#include <limits.h>
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

/* How many arguments each tracing function's prototype takes */
static const struct {
	const char *name;
	int min, max;
} dt_actexpr_protos[] = {
	{ "trace", 1, 1 }, { "printf", 1, INT_MAX }, { "printa", 1, INT_MAX },
	{ "exit", 1, 1 }, { "speculate", 1, 1 }, { "commit", 1, 1 },
	{ "discard", 1, 1 }, { "tracemem", 2, 3 }, { "setopt", 1, 2 },
	{ "clear", 1, 1 }, { "trunc", 1, 2 }, { "normalize", 2, 2 },
	{ "denormalize", 1, 1 }, { "print", 1, 1 }, { "printm", 2, 2 },
	{ "pcap", 2, 2 }, { "system", 1, INT_MAX }, { "freopen", 1, INT_MAX },
	{ "ftruncate", 0, 0 }, { "raise", 1, 1 }, { "stop", 0, 0 },
	{ "copyout", 3, 3 }, { "copyoutstr", 3, 3 }, { "chill", 1, 1 },
	{ "panic", 0, 0 }, { "breakpoint", 0, 0 },
};

static int
dt_chk_actexpr_nargs(dt_chk_t *ck, dt_node_t *n)
{
	size_t i;

	for (i = 0; i < sizeof(dt_actexpr_protos) /
	    sizeof(dt_actexpr_protos[0]); i++)
		if (strcmp(n->dn_str, dt_actexpr_protos[i].name) == 0)
			return dt_chk_nargs(ck, n, dt_actexpr_protos[i].min,
			    dt_actexpr_protos[i].max) < 0 ? -1 : 0;
	return 0;
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
	if (dt_chk_actexpr_nargs(ck, n) != 0)
		return -1;
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
