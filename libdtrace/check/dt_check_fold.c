/*
 * dt_check_fold.c -- constant folding: an integer expression whose
 * operands are constants becomes a constant (DT_NF_CONST, its value in
 * dn_int) once the checker has typed it.  Array sizes, uregs[R_PSTATE +
 * 1] and the code generator's immediates all see the folded value.  The
 * value is the one the code would compute at run time: DTrace's
 * arithmetic is done in 64 bits and not narrowed to the expression's
 * type (1 << 32 is 4294967296 although its type is int) until a cast,
 * or a store into a variable or record of that type (dt_cg_arith).
 *
 * Folded: the unary operators - ~ !, casts to integer types, and the
 * binary operators + - * / % & | ^ << >> and comparisons.  A constant
 * divisor of 0 is DTrace's D_DIV_ZERO when the script is compiled (a
 * divisor known only at run time is the "divide-by-zero" fault then).
 * Left to run time: shifts by 64 or more, and the logical operators
 * (whose right operand is evaluated only sometimes).
 */
#include "dt_impl.h"
#include "check/dt_check.h"

/* v as a value of integer type t: sign- or zero-extended from its size */
static uint64_t
dt_chk_normalize_const(uint64_t v, const dt_type_t *t)
{
	int bits;

	if (!dt_type_is_integer(t) || t->dt_size >= 8)
		return v;
	if (t->dt_bool)
		return v != 0;
	bits = 64 - 8 * (int)t->dt_size;
	if (t->dt_signed)
		return (uint64_t)((int64_t)(v << bits) >> bits);
	return v & ((1ULL << (64 - bits)) - 1);
}

static bool
dt_chk_is_const(const dt_node_t *n)
{
	return (n->dn_flags & DT_NF_CONST) && dt_type_is_integer(n->dn_ctype);
}

/*
 * l op r in the type t both operands were converted to (C's usual
 * arithmetic conversions: the wider, or the unsigned of equal width);
 * false if it is not folded.
 */
static bool
dt_chk_fold_binary(int op, uint64_t l, uint64_t r, const dt_type_t *t,
    uint64_t *v)
{
	bool s = t->dt_signed;

	switch (op) {
	case DT_OP_ADD: *v = l + r; return true;
	case DT_OP_SUB: *v = l - r; return true;
	case DT_OP_MUL: *v = l * r; return true;
	case DT_OP_DIV: case DT_OP_MOD:
		if (s && (int64_t)l == INT64_MIN && (int64_t)r == -1)
			*v = op == DT_OP_DIV ? l : 0;	/* wraps, as BPF */
		else if (s)
			*v = (uint64_t)(op == DT_OP_DIV ? (int64_t)l /
			    (int64_t)r : (int64_t)l % (int64_t)r);
		else
			*v = op == DT_OP_DIV ? l / r : l % r;
		return true;
	case DT_OP_BAND: *v = l & r; return true;
	case DT_OP_BOR: *v = l | r; return true;
	case DT_OP_XOR: *v = l ^ r; return true;
	case DT_OP_SHL: case DT_OP_SHR:
		if (r >= 64)
			return false;
		*v = op == DT_OP_SHL ? l << r : s ?
		    (uint64_t)((int64_t)l >> r) : l >> r;
		return true;
	case DT_OP_EQ: *v = l == r; return true;
	case DT_OP_NE: *v = l != r; return true;
	case DT_OP_LT: *v = s ? (int64_t)l < (int64_t)r : l < r; return true;
	case DT_OP_LE: *v = s ? (int64_t)l <= (int64_t)r : l <= r; return true;
	case DT_OP_GT: *v = s ? (int64_t)l > (int64_t)r : l > r; return true;
	case DT_OP_GE: *v = s ? (int64_t)l >= (int64_t)r : l >= r; return true;
	default: return false;
	}
}

/* the type both operands of a binary operator are converted to */
static const dt_type_t *
dt_chk_fold_common(const dt_node_t *n)
{
	const dt_type_t *l = n->dn_left->dn_ctype, *r = n->dn_right->dn_ctype;

	if (n->dn_op == DT_OP_SHL || n->dn_op == DT_OP_SHR)
		return n->dn_ctype;	/* the promoted left operand */
	if (l->dt_size < 4 && r->dt_size < 4)
		return n->dn_ctype;
	if (l->dt_size != r->dt_size)
		return l->dt_size > r->dt_size ? l : r;
	return l->dt_signed ? r : l;
}

int
dt_chk_fold(dt_chk_t *ck, dt_node_t *n)
{
	const dt_type_t *t;
	uint64_t v;

	if (!dt_type_is_integer(n->dn_ctype))
		return 0;
	switch (n->dn_kind) {
	case DT_N_UNARY:
		if (!dt_chk_is_const(n->dn_left))
			return 0;
		v = n->dn_left->dn_int;
		if (n->dn_op == '-')
			v = -v;
		else if (n->dn_op == '~')
			v = ~v;
		else if (n->dn_op == '!')
			v = !v;
		else if (n->dn_op != '+')
			return 0;		/* * and & */
		break;
	case DT_N_CAST:
		if (n->dn_left == NULL || !dt_chk_is_const(n->dn_left))
			return 0;
		v = n->dn_left->dn_int;
		break;
	case DT_N_BINARY:
		if ((n->dn_op == DT_OP_DIV || n->dn_op == DT_OP_MOD) &&
		    dt_chk_is_const(n->dn_right) && n->dn_right->dn_int == 0)
			return CK_ERR(ck, n, "D_DIV_ZERO", "expression "
			    "contains division by zero");
		if (!dt_chk_is_const(n->dn_left) ||
		    !dt_chk_is_const(n->dn_right))
			return 0;
		t = dt_chk_fold_common(n);
		if (!dt_chk_fold_binary(n->dn_op, n->dn_left->dn_int,
		    n->dn_right->dn_int, t, &v))
			return 0;
		n->dn_int = v;
		n->dn_flags |= DT_NF_CONST;
		return 0;
	default:
		return 0;
	}
	n->dn_int = n->dn_kind == DT_N_CAST ?
	    dt_chk_normalize_const(v, n->dn_ctype) : v;
	n->dn_flags |= DT_NF_CONST;
	return 0;
}
