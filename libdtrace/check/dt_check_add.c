/*
 * dt_check_add.c -- the checker's rules for the additive operators, as
 * DTrace applies them (K&R A7.7, with strings counted as pointers):
 *
 *	integer + - integer		the usual arithmetic conversions
 *	pointer (or string) + - integer	the pointer's type (scaled by the
 *					code generator, dt_cg.c)
 *	integer + pointer		the pointer's type
 *	pointer - pointer of one type	long, the elements between them
 *
 * An array counts as a pointer to its first element, as in C: a + 1 is
 * &a[1].  And for the compound assignments += and -=, whose left-hand
 * side must be an integer or a pointer of known element size (else
 * D_OP_VFPTR).  Anything else is DTrace's D_OP_INCOMPAT, naming the
 * operator as written (+=, not +).
 */
#include "check/dt_check.h"

/* An array operand of + or - is a pointer to its first element: the
   node becomes that cast (dt_chk_array_decay), its type the pointer's. */
static dt_type_t *
dt_chk_add_decay(dt_chk_t *ck, dt_node_t **np)
{
	dt_type_t *t = (*np)->dn_ctype;

	if (t->dt_kind == DT_TK_ARRAY && dt_chk_array_decay(ck, np,
	    dt_type_ptr(&ck->ck_dtp->dt_types, t->dt_ref)))
		return (*np)->dn_ctype;
	return t;
}

/* + and -: integers, pointer (or string) and integer, pointer - pointer */
int
dt_chk_additive(dt_chk_t *ck, dt_node_t *n, dt_type_t *lt, dt_type_t *rt)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	bool lp, rp;

	lt = dt_chk_add_decay(ck, &n->dn_left);
	rt = dt_chk_add_decay(ck, &n->dn_right);
	lp = dt_type_is_pointer(lt) || lt->dt_kind == DT_TK_STRING;
	rp = dt_type_is_pointer(rt) || rt->dt_kind == DT_TK_STRING;
	if (dt_type_is_integer(lt) && dt_type_is_integer(rt))
		n->dn_ctype = dt_chk_arith(tt, lt, rt);
	else if (lp && dt_type_is_integer(rt))
		n->dn_ctype = lt;
	else if (dt_type_is_integer(lt) && rp && n->dn_op == DT_OP_ADD)
		n->dn_ctype = rt;
	else if (dt_type_is_pointer(lt) && lt == rt && n->dn_op == DT_OP_SUB)
		n->dn_ctype = tt->tt_long;
	else
		return dt_chk_incompat(ck, n, lt, rt);
	return 0;
}

/* DTrace's "pointer compatible" for p += q: q points to p's element
   type, or either points to void */
static bool
dt_chk_add_ptrcompat(const dt_type_t *lt, const dt_type_t *rt)
{
	const dt_type_t *l, *r;

	if (!dt_type_is_pointer(rt) && rt->dt_kind != DT_TK_ARRAY)
		return false;
	l = dt_type_base(lt->dt_ref);
	r = dt_type_base(rt->dt_ref);
	return l == r || l->dt_kind == DT_TK_VOID ||
	    r->dt_kind == DT_TK_VOID;
}

/* a pointer with an element size: not void *, not a function pointer */
static bool
dt_chk_add_sized_ptr(const dt_type_t *t)
{
	const dt_type_t *ref;

	if (!dt_type_is_pointer(t))
		return false;
	ref = dt_type_base(t->dt_ref);
	return ref->dt_kind != DT_TK_VOID && ref->dt_kind != DT_TK_FUNC;
}

/*
 * += and -=, checked in DTrace's order: a string on either side is
 * incompatible; then, unless both are integers, the left must be a
 * pointer with an element size (an integer, void *, a function
 * pointer, an array or a struct has no "scalar operand of known size")
 * and the right an integer or a pointer compatible with it.
 */
int
dt_chk_addsub_assign(dt_chk_t *ck, dt_node_t *n, const dt_type_t *lt,
    const dt_type_t *rt)
{
	if (lt->dt_kind == DT_TK_STRING || rt->dt_kind == DT_TK_STRING)
		return dt_chk_incompat(ck, n, lt, rt);
	if (dt_type_is_integer(lt) && dt_type_is_integer(rt))
		return 0;
	if (!dt_chk_add_sized_ptr(lt))
		return CK_ERR(ck, n, "D_OP_VFPTR", "operator %s requires "
		    "left-hand scalar operand of known size",
		    dt_node_opstr(n));
	if (!dt_type_is_integer(rt) && !dt_chk_add_ptrcompat(lt, rt))
		return dt_chk_incompat(ck, n, lt, rt);
	return 0;
}
