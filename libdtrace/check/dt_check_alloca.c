/*
 * dt_check_alloca.c -- which values point into alloca()'d memory, so that
 * a load through one is checked against what its clause allocated, as a
 * store is (dt_cg_store.c): DTrace's alloca taint.
 *
 * A value is tainted (DT_NF_ALLOCA) if it is alloca()'s result (or
 * copyin()'s, which is alloca()'d too), a variable that was assigned
 * one, a cast of one, one plus or minus an integer, a ?: whose branches
 * are (or NULL), or an assignment of one.
 * An lvalue reached through a tainted pointer (*p, p[i], p->m), or a
 * member or element of such an lvalue, lies in alloca()'d memory
 * (DT_NF_INALLOCA): the code generator checks that the bytes a load
 * reads lie inside the clause's allocations (dt_cg_subr_allocaload),
 * where a read past them found the zeroes of unallocated scratch.
 *
 * As in DTrace, one variable holds alloca()'d pointers or other values,
 * never both (NULL goes with either), whatever clauses assign it, and a
 * ?: with one branch of each may not be assigned: D_ALLOCA_INCOMPAT.
 * The checker sees clauses in order, so a use of a variable in a clause
 * before the one that first assigns it an alloca()'d pointer is not
 * checked (nor is it in DTrace).
 */
#include "dt_impl.h"
#include "check/dt_check.h"
#include "check/dt_subr.h"

enum { ALLOCA_NULL = 1, ALLOCA_NO, ALLOCA_YES, ALLOCA_MIX };

static bool
dt_chk_alloca_is_null(const dt_node_t *n)
{
	return (n->dn_flags & DT_NF_CONST) && n->dn_int == 0;
}

/* What a checked value is: alloca()'d, NULL, other, or a ?: of both. */
static int
dt_chk_alloca_kind(const dt_node_t *n)
{
	int l, r;

	if (n->dn_flags & DT_NF_ALLOCA)
		return ALLOCA_YES;
	if (dt_chk_alloca_is_null(n))
		return ALLOCA_NULL;
	if (n->dn_kind != DT_N_TERNARY || (n->dn_ctype != NULL &&
	    n->dn_ctype->dt_kind == DT_TK_STRING))	/* a string's copy */
		return ALLOCA_NO;
	l = dt_chk_alloca_kind(n->dn_left);
	r = dt_chk_alloca_kind(n->dn_right);
	if (l == ALLOCA_MIX || r == ALLOCA_MIX)
		return ALLOCA_MIX;
	if ((l == ALLOCA_YES && r == ALLOCA_NO) ||
	    (l == ALLOCA_NO && r == ALLOCA_YES))
		return ALLOCA_MIX;
	return l == ALLOCA_NULL ? r : l;
}

/* Is n a D variable, or an associative array's element, as a whole? */
static dt_ident_t *
dt_chk_alloca_var(const dt_node_t *n)
{
	dt_ident_t *id = n->dn_ident;

	if (!dt_chk_is_whole_var(n))		/* dt_check.c */
		return NULL;
	if (id->di_kind != DT_ID_GLOBAL && id->di_kind != DT_ID_THIS &&
	    id->di_kind != DT_ID_DVAR)
		return NULL;
	return id;
}

/* x = v: what x holds from now on; a clash is D_ALLOCA_INCOMPAT. */
static int
dt_chk_alloca_assign(dt_chk_t *ck, dt_node_t *n)
{
	dt_ident_t *id = dt_chk_alloca_var(n->dn_left);
	int kind = dt_chk_alloca_kind(n->dn_right);

	if (kind == ALLOCA_YES)
		n->dn_flags |= DT_NF_ALLOCA;
	if (id == NULL || kind == ALLOCA_NULL)
		return 0;
	if (kind == ALLOCA_MIX)
		return CK_ERR(ck, n, "D_ALLOCA_INCOMPAT", "ternary "
		    "conditional with alloca and non-alloca branches cannot "
		    "be assigned to a variable");
	if (id->di_alloca != 0 && id->di_alloca != kind &&
	    id->di_name[0] != '%')	/* a translator's own, dt_xlate.c */
		return CK_ERR(ck, n, "D_ALLOCA_INCOMPAT", "%s: cannot reuse "
		    "the same identifier for both alloca and non-alloca "
		    "allocations", id->di_name);
	id->di_alloca = (uint8_t)kind;
	return 0;
}

/* n has been checked, and its operands: its taint, from theirs. */
int
dt_chk_alloca(dt_chk_t *ck, dt_node_t *n)
{
	const dt_node_t *l = n->dn_left, *r = n->dn_right;
	const dt_subr_t *sr;
	const dt_ident_t *id;

	switch (n->dn_kind) {
	case DT_N_CALL:
		if ((sr = dt_subr_lookup(n->dn_str)) != NULL &&
		    (sr->ds_id == DT_SUBR_ALLOCA ||
		    sr->ds_id == DT_SUBR_COPYIN))
			n->dn_flags |= DT_NF_ALLOCA;
		return 0;
	case DT_N_IDENT:
	case DT_N_INDEX:
		if ((id = dt_chk_alloca_var(n)) != NULL) {
			if (id->di_alloca == ALLOCA_YES)
				n->dn_flags |= DT_NF_ALLOCA;
		} else if (n->dn_kind == DT_N_INDEX && l != NULL &&
		    (l->dn_flags & (DT_NF_ALLOCA | DT_NF_INALLOCA)))
			n->dn_flags |= DT_NF_INALLOCA;	/* p[i], s.a[i] */
		return 0;
	case DT_N_CAST:		/* (a translator's input may be gone) */
		if (l != NULL)
			n->dn_flags |= l->dn_flags & DT_NF_ALLOCA;
		return 0;
	case DT_N_BINARY:	/* p + i, i + p, p - i: not p - q */
		if (l != NULL && r != NULL &&
		    (n->dn_op == DT_OP_ADD || n->dn_op == DT_OP_SUB) &&
		    ((l->dn_flags ^ r->dn_flags) & DT_NF_ALLOCA) &&
		    !(n->dn_op == DT_OP_SUB && (r->dn_flags & DT_NF_ALLOCA)))
			n->dn_flags |= DT_NF_ALLOCA;
		return 0;
	case DT_N_TERNARY:
		if (l != NULL && r != NULL &&
		    dt_chk_alloca_kind(n) == ALLOCA_YES)
			n->dn_flags |= DT_NF_ALLOCA;
		return 0;
	case DT_N_ASSIGN:
		return n->dn_op == '=' && l != NULL && r != NULL ?
		    dt_chk_alloca_assign(ck, n) : 0;
	case DT_N_UNARY:
		if (n->dn_op == '*' && l != NULL &&
		    (l->dn_flags & DT_NF_ALLOCA))
			n->dn_flags |= DT_NF_INALLOCA;
		return 0;
	case DT_N_PTRMEMBER:
		if (l != NULL && (l->dn_flags & DT_NF_ALLOCA))
			n->dn_flags |= DT_NF_INALLOCA;
		return 0;
	case DT_N_MEMBER:
		if (l != NULL)
			n->dn_flags |= l->dn_flags & DT_NF_INALLOCA;
		return 0;
	default:
		return 0;
	}
}
