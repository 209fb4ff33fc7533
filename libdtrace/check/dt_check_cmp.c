/*
 * dt_check_cmp.c -- the checker's rules for the relational operators
 * (< <= > >= == !=), as DTrace applies them (K&R A7.9-10, with strings
 * as a first-class type):
 *
 *	operands of one type, or two integers	compared as values
 *	a string and a string, a char array or a char *
 *						compared as strings (strcmp)
 *	pointers and arrays whose elements are of one type (or void), and
 *	a pointer or array and the constant 0	compared as addresses
 *
 * Anything else is DTrace's D_OP_INCOMPAT.  So a char array is a string
 * only against a string: against a char * or another char array it is
 * its address, as in C (curthread->comm == self->name compares the names
 * when self->name is a string, the addresses when it is a char *).  Two
 * pointers of any types stay comparable here, as this checker always
 * let them be.  The code generator compares as strings exactly when one
 * operand is a string (dt_cg.c).
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"
#include "check/dt_subr.h"

/* p == 0, p != NULL: a pointer (or array) and the integer constant 0 */
static bool
dt_chk_cmp_null(const dt_node_t *p, const dt_node_t *z)
{
	const dt_type_t *t = p->dn_ctype;

	return (dt_type_is_pointer(t) || t->dt_kind == DT_TK_ARRAY) &&
	    (z->dn_flags & DT_NF_CONST) && dt_type_is_integer(z->dn_ctype) &&
	    z->dn_int == 0;
}

/*
 * May t be compared with other as strings, one of them a string?  DTrace
 * compares the strings when one operand is a string and the other a
 * string, a char array or a char * (whose string the code generator
 * reads).  The ternary operator uses this rule for its operands too.
 */
bool
dt_chk_strcompat(const dt_type_t *t, const dt_type_t *other)
{
	if (dt_type_is_string(t))
		return true;
	return other->dt_kind == DT_TK_STRING && dt_type_is_pointer(t) &&
	    dt_type_base(t->dt_ref)->dt_char;
}

static bool
dt_chk_cmp_same(const dt_type_t *a, const dt_type_t *b)
{
	a = dt_type_base(a);
	b = dt_type_base(b);
	return a == b || (a->dt_kind == b->dt_kind && a->dt_size ==
	    b->dt_size && a->dt_name != NULL && b->dt_name != NULL &&
	    strcmp(a->dt_name, b->dt_name) == 0);
}

/* a pointer and an array, or two arrays, whose elements are one type */
static bool
dt_chk_cmp_addrs(const dt_type_t *lt, const dt_type_t *rt)
{
	const dt_type_t *l, *r;

	if ((!dt_type_is_pointer(lt) && lt->dt_kind != DT_TK_ARRAY) ||
	    (!dt_type_is_pointer(rt) && rt->dt_kind != DT_TK_ARRAY))
		return false;
	l = dt_type_base(lt->dt_ref);
	r = dt_type_base(rt->dt_ref);
	return l->dt_kind == DT_TK_VOID || r->dt_kind == DT_TK_VOID ||
	    dt_chk_cmp_same(l, r);
}

/* l op r, op a relational operator, its operands checked */
int
dt_chk_relational(dt_chk_t *ck, dt_node_t *n)
{
	dt_node_t *l = n->dn_left, *r = n->dn_right;
	const dt_type_t *lt, *rt;
	bool str;

	if (n->dn_op == DT_OP_EQ || n->dn_op == DT_OP_NE)	/* s == NULL */
		(void)(dt_subr_null_operand(ck->ck_dtp, l, r) ||   /* s == "" */
		    dt_subr_null_operand(ck->ck_dtp, r, l));
	lt = l->dn_ctype;
	rt = r->dn_ctype;
	str = lt->dt_kind == DT_TK_STRING || rt->dt_kind == DT_TK_STRING;
	if (str ? !dt_chk_strcompat(lt, rt) || !dt_chk_strcompat(rt, lt) :
	    !dt_chk_cmp_same(lt, rt) &&
	    !(dt_type_is_integer(lt) && dt_type_is_integer(rt)) &&
	    !(dt_type_is_pointer(lt) && dt_type_is_pointer(rt)) &&
	    !dt_chk_cmp_addrs(lt, rt) && !dt_chk_cmp_null(l, r) &&
	    !dt_chk_cmp_null(r, l))
		return dt_chk_incompat(ck, n, lt, rt);
	n->dn_ctype = ck->ck_dtp->dt_types.tt_int;
	return 0;
}
