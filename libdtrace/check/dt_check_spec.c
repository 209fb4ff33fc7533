/*
 * dt_check_spec.c -- the checker's part of speculations: speculate(),
 * commit() and discard() as actions, and the rules DTrace sets on what
 * may follow what in a clause.
 *
 * A clause that speculates has its whole record go to the speculation
 * (see dt_cg_spec.c), so speculate() must come before the clause's
 * data-recording actions, and once, and aggregations (which go to their
 * own map, not to the record) and exit() may not follow it.  commit()
 * hands a speculation's records to the output where its own record is
 * read, so it may not share a clause with data-recording actions or
 * aggregations; discard() may.  A clause may commit and discard several
 * speculations.  A destructive action may not follow speculate().  The rules and their messages are DTrace's
 * (dt_cg_clsflags in Oracle's libdtrace/cg/dt_cg.c).
 *
 * Each of the three actions records two words: the speculation's ID,
 * then its generation, which the code generator fills in.
 */
#include <string.h>

#include "check/dt_check.h"

enum {				/* what a clause has done so far */
	DT_CLS_DATAREC = 1,	/* a data-recording action */
	DT_CLS_AGG = 2,		/* an aggregation */
	DT_CLS_SPEC = 4,	/* speculate() */
	DT_CLS_COMMIT = 8	/* commit() */
};

int
dt_chk_spec_kind(const char *name)
{
	if (strcmp(name, "speculate") == 0)
		return DT_ACT_SPECULATE;
	if (strcmp(name, "commit") == 0)
		return DT_ACT_COMMIT;
	if (strcmp(name, "discard") == 0)
		return DT_ACT_DISCARD;
	return 0;
}

static int
dt_chk_spec_commit(dt_chk_t *ck, const dt_node_t *n)
{
	if (ck->ck_clsflags & (DT_CLS_DATAREC | DT_CLS_AGG))
		return CK_ERR(ck, n, "D_COMM_DREC", "commit( ) may not "
		    "follow data-recording action(s)");
	ck->ck_clsflags |= DT_CLS_COMMIT;
	return 0;
}

static int
dt_chk_spec_speculate(dt_chk_t *ck, const dt_node_t *n)
{
	if (ck->ck_clsflags & DT_CLS_SPEC)
		return CK_ERR(ck, n, "D_SPEC_SPEC", "speculate( ) may not "
		    "follow speculate( )");
	if (ck->ck_clsflags & DT_CLS_COMMIT)
		return CK_ERR(ck, n, "D_SPEC_COMM", "speculate( ) may not "
		    "follow commit( )");
	if (ck->ck_clsflags & (DT_CLS_DATAREC | DT_CLS_AGG))
		return CK_ERR(ck, n, "D_SPEC_DREC", "speculate( ) may not "
		    "follow data-recording action(s)");
	ck->ck_clsflags |= DT_CLS_SPEC;
	return 0;
}

/*
 * A destructive action may not follow speculate(): what it does cannot
 * wait for a commit().  Checked before the action is looked at further,
 * as DTrace checks it before generating its code.
 */
int
dt_chk_spec_destructive(dt_chk_t *ck, const dt_node_t *n)
{
	if (ck->ck_clsflags & DT_CLS_SPEC)
		return CK_ERR(ck, n, "D_ACT_SPEC", "destructive actions may "
		    "not follow speculate( )");
	return 0;
}

/*
 * Apply DTrace's rules to an action of kind (DT_ACT_*, DT_ACT_AGG for an
 * aggregation) at node n, in the order the clause has them.
 */
int
dt_chk_spec_order(dt_chk_t *ck, const dt_node_t *n, int kind)
{
	switch (kind) {
	case DT_ACT_COMMIT:
		return dt_chk_spec_commit(ck, n);
	case DT_ACT_DISCARD:
		return 0;
	case DT_ACT_SPECULATE:
		return dt_chk_spec_speculate(ck, n);
	case DT_ACT_AGG:
		if (ck->ck_clsflags & DT_CLS_COMMIT)
			return CK_ERR(ck, n, "D_AGG_COMM", "aggregating "
			    "actions may not follow commit( )");
		if (ck->ck_clsflags & DT_CLS_SPEC)
			return CK_ERR(ck, n, "D_AGG_SPEC", "aggregating "
			    "actions may not follow speculate( )");
		ck->ck_clsflags |= DT_CLS_AGG;
		return 0;
	default:
		break;
	}
	if ((ck->ck_clsflags & DT_CLS_SPEC) && kind == DT_ACT_EXIT)
		return CK_ERR(ck, n, "D_EXIT_SPEC", "exit( ) may not follow "
		    "speculate( )");
	if (ck->ck_clsflags & DT_CLS_COMMIT)
		return CK_ERR(ck, n, "D_DREC_COMM", "data-recording actions "
		    "may not follow commit( )");
	ck->ck_clsflags |= DT_CLS_DATAREC;
	return 0;
}

/* speculate(id), commit(id), discard(id): an integer ID */
int
dt_chk_spec(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *a = n->dn_args;

	if (dt_chk_nargs(ck, n, 1, 1) < 0 || dt_chk_expr(ck, a) != 0)
		return -1;
	if (!dt_type_is_integer(a->dn_ctype))
		return CK_ERR(ck, n, "D_PROTO_ARG", "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: int\n"
		    "\t argument: %s", n->dn_str, a->dn_ctype->dt_name);
	act->act_vals = dt_arena_alloc(dtp->dt_arena, 2 * sizeof(dt_recval_t));
	act->act_vals[0] = *dt_chk_recval(ck, a);
	act->act_vals[1] = act->act_vals[0];
	act->act_vals[1].rv_off = ck->ck_recoff;
	ck->ck_recoff += 8;
	act->act_nvals = 2;
	dtp->dt_speculates = true;
	return 0;
}
