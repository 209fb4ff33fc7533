/*
 * dt_check_aggact.c -- the checker's actions on aggregations: printa(),
 * clear(), trunc(), normalize() and denormalize().
 *
 * Each records the id of every aggregation it names (and trunc's and
 * normalize's number); the consumer applies it when it reads the record
 * (dt_agg_action).  The messages and tags are DTrace's, argument counts
 * first (dt_chk_nargs), as its dt_idcook_sign() checks them.  Split out of
 * dt_check.c, which keeps the expressions and the other actions.
 */
#include <limits.h>
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"

/* ---- actions on aggregations ------------------------------------------- */

/*
 * printa(), clear(), trunc(), normalize() and denormalize() record the id
 * of each aggregation they name (and trunc's and normalize's number); the
 * consumer applies them when it reads the record (dt_agg_action).  Their
 * messages are DTrace's.
 */

static int
dt_chk_nodes(const dt_node_t *a)
{
	int n = 0;

	for (; a != NULL; a = a->dn_next)
		n++;
	return n;
}

/* Type-check the arguments that are not aggregations, in order. */
static int
dt_chk_aggact_args(dt_chk_t *ck, dt_node_t *a)
{
	for (; a != NULL; a = a->dn_next)
		if (a->dn_kind != DT_N_AGG && a->dn_kind != DT_N_STR &&
		    dt_chk_expr(ck, a) != 0)
			return -1;
	return 0;
}

/* The error tags of an action on aggregations, DTrace's. */
typedef struct dt_chk_aggtags {
	const char *at_aggarg, *at_aggbad, *at_scalar;
} dt_chk_aggtags_t;

static const dt_chk_aggtags_t dt_chk_printa_tags = {
	"D_PRINTA_AGGARG", "D_PRINTA_AGGBAD", NULL
};

/* Argument #argno of call n must name an aggregation defined earlier. */
static dt_aggvar_t *
dt_chk_aggarg(dt_chk_t *ck, dt_node_t *n, dt_node_t *a, int argno,
    const dt_chk_aggtags_t *tags)
{
	const char *t = tags->at_aggarg;
	dt_aggvar_t *ag;

	if (a->dn_kind == DT_N_STR)
		a->dn_ctype = ck->ck_dtp->dt_types.tt_string;
	if (a->dn_kind != DT_N_AGG) {
		CK_ERR(ck, n, t, "%s( ) argument #%d is incompatible with "
		    "prototype:\n\tprototype: aggregation\n\t argument: %s",
		    n->dn_str, argno, a->dn_ctype->dt_name);
		return NULL;
	}
	if (a->dn_args != NULL) {
		CK_ERR(ck, n, t, "%s( ) argument #%d is incompatible with "
		    "prototype:\n\tprototype: aggregation\n\t argument: "
		    "@%s[ ]", n->dn_str, argno, a->dn_str);
		return NULL;
	}
	if ((ag = dt_agg_lookup(ck->ck_dtp, a->dn_str)) == NULL)
		CK_ERR(ck, n, tags->at_aggbad, "undefined aggregation: @%s",
		    a->dn_str);
	return ag;
}

/* The aggregations of one printa() must have the same key signature. */
static int
dt_chk_printa_keys(dt_chk_t *ck, dt_node_t *n, const dt_aggvar_t *l,
    const dt_aggvar_t *r)
{
	if (l->ag_nkeys != r->ag_nkeys)
		return CK_ERR(ck, n, "D_PRINTA_AGGKEY", "printa( ): @%s and "
		    "@%s do not have matching key signatures: @%s has %d "
		    "key%s, @%s has %d key%s", l->ag_name, r->ag_name, l->ag_name,
		    l->ag_nkeys, l->ag_nkeys == 1 ? "" : "s", r->ag_name,
		    r->ag_nkeys, r->ag_nkeys == 1 ? "" : "s");
	for (int i = 0; i < l->ag_nkeys; i++) {
		const dt_type_t *lt = l->ag_keytypes[i];
		const dt_type_t *rt = r->ag_keytypes[i];

		if ((dt_type_is_integer(lt) && dt_type_is_integer(rt)) ||
		    (dt_type_is_string(lt) && dt_type_is_string(rt)) ||
		    lt == rt || strcmp(lt->dt_name, rt->dt_name) == 0)
			continue;
		return CK_ERR(ck, n, "D_PRINTA_AGGPROTO", "printa( ): @%s[ ] "
		    "key #%d is incompatible with @%s:\n%9s key #%d: %s\n"
		    "%9s key #%d: %s", r->ag_name, i + 1, l->ag_name,
		    l->ag_name, i + 1, lt->dt_name, r->ag_name, i + 1,
		    rt->dt_name);
	}
	return 0;
}

/* The format of printa() against one of its aggregations. */
static dt_pfprog_t *
dt_chk_printa_fmt(dt_chk_t *ck, dt_node_t *n, const char *fmt,
    const dt_aggvar_t *ag)
{
	dt_pfarg_type_t keys[64], val = { DT_PFK_INT, 8, true, false,
	    "int64_t" };
	const char *tag = "D_PRINTF_ARG_TYPE";
	char err[1024];
	dt_pfprog_t *pf;
	int i;

	if (ag->ag_func == DT_AGG_COUNT) {	/* as DTrace types them */
		val.is_signed = false;
		val.name = "uint64_t";
	}
	for (i = 0; i < ag->ag_nkeys && i < 64; i++)
		dt_chk_pfarg(ag->ag_keytypes[i], &keys[i]);
	pf = dt_printa_compile(fmt, keys, i, &val, &tag, err, sizeof(err));
	if (pf == NULL)
		CK_ERR(ck, n, tag, "%s", err);
	return pf;
}

/*
 * printa([fmt,] @a [, @b ...]): print aggregations now.  The record holds
 * the first aggregation's id; the action lists them all, and the format
 * compiled against the first (each is checked against its own keys).
 */
int
dt_chk_printa(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *a = n->dn_args, *first;
	int argc = dt_chk_nodes(a), argr = 1, i = 0;
	const char *fmt = NULL;

	if (dt_chk_nargs(ck, n, 1, INT_MAX) < 0 ||	/* void(@, ...) */
	    dt_chk_aggact_args(ck, a) != 0)
		return -1;
	if (a->dn_kind == DT_N_STR) {
		fmt = a->dn_str;
		a = a->dn_next;
		argr = 2;
	}
	if (argc < argr)
		return CK_ERR(ck, n, "D_PRINTA_PROTO", "printa( ) "
		    "prototype mismatch: %d args passed, %d expected", argc,
		    argr);
	act->act_aggs = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(argc - argr + 1) * sizeof(dt_aggvar_t *));
	for (first = a; a != NULL; a = a->dn_next, argr++) {
		dt_aggvar_t *ag = dt_chk_aggarg(ck, n, a, argr,
		    &dt_chk_printa_tags);
		dt_pfprog_t *pf;

		if (ag == NULL || (i > 0 &&
		    dt_chk_printa_keys(ck, n, act->act_aggs[0], ag) != 0))
			return -1;
		if (fmt != NULL) {
			if ((pf = dt_chk_printa_fmt(ck, n, fmt, ag)) == NULL)
				return -1;
			if (i == 0)
				act->act_pf = pf;
			else
				dt_printf_destroy(pf);
		}
		act->act_aggs[i++] = ag;
	}
	act->act_naggs = i;
	act->act_agg = act->act_aggs[0];
	first->dn_ctype = dt_type_int(&dtp->dt_types, 8, true);
	act->act_vals = dt_chk_recval(ck, first);
	act->act_nvals = 1;
	return 0;
}

/*
 * clear(@a), trunc(@a [, n]), normalize(@a, n), denormalize(@a): the
 * record holds the aggregation's id, then n (trunc without n keeps none).
 */
int
dt_chk_aggact(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	static const dt_chk_aggtags_t clear = {
	    "D_CLEAR_AGGARG", "D_CLEAR_AGGBAD", NULL };
	static const dt_chk_aggtags_t trunc = {
	    "D_TRUNC_AGGARG", "D_TRUNC_AGGBAD", "D_TRUNC_SCALAR" };
	static const dt_chk_aggtags_t normalize = {
	    "D_NORMALIZE_AGGARG", "D_NORMALIZE_AGGBAD", "D_NORMALIZE_SCALAR" };
	dt_node_t *a = n->dn_args, *num;
	int kind = act->act_kind;
	const dt_chk_aggtags_t *tags = kind == DT_ACT_CLEAR ? &clear :
	    kind == DT_ACT_TRUNC ? &trunc : &normalize;
	dt_recval_t *rv;

	/* void(@), void(@, [uint64_t]), void(@, uint64_t) */
	if (dt_chk_nargs(ck, n, kind == DT_ACT_NORMALIZE ? 2 : 1,
	    kind == DT_ACT_CLEAR || kind == DT_ACT_DENORMALIZE ? 1 : 2) < 0 ||
	    dt_chk_aggact_args(ck, a) != 0)
		return -1;
	num = a->dn_next;
	if (a->dn_kind != DT_N_AGG)
		return dt_chk_aggarg(ck, n, a, 1, tags) == NULL ? -1 : 0;
	if (num != NULL && (num->dn_kind == DT_N_STR || num->dn_kind ==
	    DT_N_AGG || !dt_type_is_scalar(num->dn_ctype)))
		return CK_ERR(ck, n, tags->at_scalar, "%s( ) argument #2 must "
		    "be of scalar type", n->dn_str);
	if ((act->act_agg = dt_chk_aggarg(ck, n, a, 1, tags)) == NULL)
		return -1;
	a->dn_ctype = dt_type_int(&ck->ck_dtp->dt_types, 8, true);
	act->act_vals = dt_arena_alloc(ck->ck_dtp->dt_arena,
	    2 * sizeof(dt_recval_t));
	rv = dt_chk_recval(ck, a);
	act->act_vals[act->act_nvals++] = *rv;
	if (num != NULL) {
		rv = dt_chk_recval(ck, num);
		act->act_vals[act->act_nvals++] = *rv;
	}
	return 0;
}

int
dt_chk_aggact_kind(const char *name)
{
	static const struct { const char *name; int kind; } acts[] = {
		{ "clear", DT_ACT_CLEAR }, { "trunc", DT_ACT_TRUNC },
		{ "normalize", DT_ACT_NORMALIZE },
		{ "denormalize", DT_ACT_DENORMALIZE },
	};

	for (size_t i = 0; i < sizeof(acts) / sizeof(acts[0]); i++)
		if (strcmp(name, acts[i].name) == 0)
			return acts[i].kind;
	return 0;
}

