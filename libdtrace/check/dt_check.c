/*
 * dt_check.c -- the checker: D's type rules, identifier resolution, and the
 * record layout of each clause.
 *
 * It walks the parsed program once, in source order (D declares variables
 * implicitly by their first assignment, so order matters):
 *   - pragmas set options;
 *   - declarations make global variables and types;
 *   - each clause becomes a dt_clause_t whose expressions carry their D type
 *     (dn_ctype), whose identifiers point at their dt_ident_t, and whose
 *     tracing actions (trace, printf, exit) are laid out in one fixed-size
 *     record: a 16-byte header (EPID, timestamp), then each value.
 * The code generator only reads what this leaves; it never decides a type.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "types/dt_btf.h"
#include "types/dt_ident.h"
#include "parse/dt_pcb.h"
#include "check/dt_check.h"
#include "check/dt_stack.h"
#include "check/dt_subr.h"

static int dt_chk_stmts(dt_chk_t *, dt_node_t *);

/* ---- types of literals and operators ---------------------------------- */

/* C's rule for the type of an integer constant, with D's sizes. */
static dt_type_t *
dt_chk_int_type(dt_typetab_t *tt, const dt_node_t *n)
{
	uint64_t v = n->dn_int;
	unsigned f = n->dn_intflags;
	bool u = f & DT_INT_U, any = f & DT_INT_OCTHEX;

	if (f & DT_INT_LL)
		return (u || v > LLONG_MAX) ? tt->tt_ullong : tt->tt_llong;
	if (!(f & DT_INT_L)) {
		if (!u && v <= INT_MAX)
			return tt->tt_int;
		if ((u || any) && v <= UINT_MAX)
			return tt->tt_uint;
	}
	if (!u && v <= LONG_MAX)
		return tt->tt_long;
	return tt->tt_ulong;
}

static dt_type_t *
dt_chk_promote(dt_typetab_t *tt, dt_type_t *t)
{
	if (t->dt_kind == DT_TK_ENUM || (t->dt_kind == DT_TK_INT &&
	    t->dt_size < 4))
		return tt->tt_int;
	return t;
}

/* The usual arithmetic conversions. */
dt_type_t *
dt_chk_arith(dt_typetab_t *tt, dt_type_t *a, dt_type_t *b)
{
	a = dt_chk_promote(tt, a);
	b = dt_chk_promote(tt, b);
	if (a->dt_size != b->dt_size)
		return a->dt_size > b->dt_size ? a : b;
	if (a->dt_signed != b->dt_signed)
		return a->dt_signed ? b : a;
	return a;
}

/* ---- expressions ------------------------------------------------------- */

static void
dt_chk_const(dt_node_t *n, uint64_t v)
{
	n->dn_flags |= DT_NF_CONST;
	n->dn_int = v;
}

/* Is n a null pointer constant (an integer constant 0: NULL)? */
static bool
dt_chk_is_null(const dt_node_t *n)
{
	return (n->dn_flags & DT_NF_CONST) && n->dn_int == 0 &&
	    dt_type_is_integer(n->dn_ctype);
}

/* An unknown identifier; if no D library was found, where dtrace looked
   (ENOENT or curpsinfo are theirs: a dtrace that cannot find them). */
static int
dt_chk_undef(dt_chk_t *ck, dt_node_t *n)
{
	const char *dir = dt_dlib_missing(ck->ck_dtp);

	if (dir != NULL)
		return CK_ERR(ck, n, "D_IDENT_UNDEF", "failed to resolve %s: "
		    "Unknown variable name (no D libraries were found in %s)",
		    n->dn_str, dir);
	return CK_ERR(ck, n, "D_IDENT_UNDEF", "failed to resolve %s: Unknown "
	    "variable name", n->dn_str);
}

static int
dt_chk_ident(dt_chk_t *ck, dt_node_t *n, dt_type_t *assign)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_ident_t *id = NULL;

	if (n->dn_scope == DT_SCOPE_SELF)
		return dt_chk_self(ck, n, assign);
	if (n->dn_scope == DT_SCOPE_MODULE)
		return dt_chk_ksym(ck, n);
	if (n->dn_scope == DT_SCOPE_THIS) {
		id = dt_ident_lookup(dtp->dt_thisvars, n->dn_str);
		if (id == NULL && assign != NULL)
			id = dt_ident_add(dtp, &dtp->dt_thisvars, n->dn_str,
			    DT_ID_THIS, assign);
		if (id == NULL)
			return CK_ERR(ck, n, "D_VAR_UNDEF", "this->%s has not "
			    "yet been declared or assigned", n->dn_str);
	} else {
		id = dt_ident_lookup(dtp->dt_globals, n->dn_str);
		if (id == NULL)
			id = dt_ident_builtin(n->dn_str);
		if (id == NULL && assign != NULL)
			id = dt_ident_add(dtp, &dtp->dt_globals, n->dn_str,
			    DT_ID_GLOBAL, assign);
		if (id == NULL)
			id = dt_chk_kenum(dtp, n->dn_str);
		if (id == NULL)
			return dt_chk_undef(ck, n);
	}
	if (id->di_kind == DT_ID_DVAR)
		return dt_chk_dvar_scalar(ck, n, id);
	if (id->di_kind == DT_ID_INLINE)		/* dt_xlate.c */
		return dt_chk_inline_use(ck, n, id);
	n->dn_ident = id;
	if (id->di_kind == DT_ID_BUILTIN) {
		/* an lvalue, but read-only: "can only be applied to a
		   writable variable", as DTrace says */
		if (id->di_builtin == DT_BI_UREGS ||
		    id->di_builtin == DT_BI_ARGS)
			return CK_ERR(ck, n, "D_IDENT_BADREF", "array '%s' "
			    "may not be referenced as scalar", id->di_name);
		n->dn_ctype = dt_ident_builtin_type(dtp, id);
		n->dn_flags |= DT_NF_LVALUE;
		if (id->di_builtin == DT_BI_VTIMESTAMP)
			dtp->dt_vtime = true;	/* dt_vtime.c */
		if (ck->ck_clause != NULL && id->di_builtin >= DT_BI_ARG0 &&
		    id->di_builtin <= DT_BI_ARG0 + 9 &&
		    id->di_builtin - DT_BI_ARG0 >= ck->ck_clause->cl_nargs)
			ck->ck_clause->cl_nargs = id->di_builtin - DT_BI_ARG0 + 1;
		if (ck->ck_clause != NULL && (id->di_builtin == DT_BI_CALLER ||
		    id->di_builtin == DT_BI_STACKDEPTH))
			ck->ck_clause->cl_kstack = true;
		if (n->dn_ctype == NULL)	/* curthread without BTF */
			return CK_ERR(ck, n, "D_IDENT_UNDEF", "failed to "
			    "resolve type of %s: " DT_BTF_NONE_MSG, n->dn_str);
	} else if (id->di_kind == DT_ID_CONST) {
		n->dn_ctype = dtp->dt_types.tt_int;
		dt_chk_const(n, (uint64_t)id->di_value);
	} else {
		n->dn_ctype = id->di_type;
		n->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE;
	}
	return 0;
}

static bool
dt_chk_var_undeclared(dt_chk_t *ck, const dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;

	if (n->dn_scope == DT_SCOPE_THIS)
		return dt_ident_lookup(dtp->dt_thisvars, n->dn_str) == NULL;
	if (n->dn_scope == DT_SCOPE_SELF)
		return dt_ident_lookup(dtp->dt_selfvars, n->dn_str) == NULL;
	if (n->dn_scope != DT_SCOPE_NONE)
		return false;
	return dt_ident_lookup(dtp->dt_globals, n->dn_str) == NULL &&
	    dt_ident_builtin(n->dn_str) == NULL;
}

static int
dt_chk_lvalue(dt_chk_t *ck, dt_node_t *lhs, dt_type_t *rtype,
    const dt_node_t *opnode)
{
	if (lhs->dn_kind == DT_N_IDENT) {
		if (dt_chk_ident(ck, lhs, rtype) != 0)
			return -1;
	} else if (dt_chk_is_assoc(ck, lhs)) {
		if (dt_chk_assoc(ck, lhs, rtype) != 0)
			return -1;
	} else if (dt_chk_expr(ck, lhs) != 0) {
		return -1;
	}
	if (!(lhs->dn_flags & DT_NF_LVALUE))
		return CK_ERR(ck, lhs, "D_OP_LVAL", "operator %s requires "
		    "modifiable lvalue as an operand", dt_node_opstr(opnode));
	if (!(lhs->dn_flags & DT_NF_WRITABLE))
		return CK_ERR(ck, lhs, "D_OP_WRITE", "operator %s can only be "
		    "applied to a writable variable", dt_node_opstr(opnode));
	if (lhs->dn_flags & DT_NF_PTRSTORE)
		ck->ck_dtp->dt_scratch = true;	/* for the bounds check */
	return 0;
}

/* n's operator as its messages name it: a compound assignment as written
   (+=, <<=), as DTrace's type errors do, any other by its operator (+) */
static const char *
dt_chk_nodeop(const dt_node_t *n)
{
	if (n->dn_kind == DT_N_ASSIGN || n->dn_kind == DT_N_PREINC ||
	    n->dn_kind == DT_N_POSTINC)
		return dt_node_opstr(n);
	return dt_op_name(n->dn_op);
}

/* DTrace's operator-class errors: which operands an operator takes */
static int
dt_chk_opclass(dt_chk_t *ck, dt_node_t *n, const dt_type_t *lt,
    const dt_type_t *rt)
{
	const char *op = dt_chk_nodeop(n);

	switch (n->dn_op) {
	case DT_OP_MUL: case DT_OP_DIV:
		if (dt_type_is_arith(lt) && dt_type_is_arith(rt))
			return 0;
		return CK_ERR(ck, n, "D_OP_ARITH", "operator %s requires "
		    "operands of arithmetic type", op);
	case DT_OP_LAND: case DT_OP_LOR: case DT_OP_LXOR:
		if (dt_type_is_scalar(lt) && dt_type_is_scalar(rt))
			return 0;
		return CK_ERR(ck, n, "D_OP_SCALAR", "operator %s requires "
		    "operands of scalar type", op);
	default:	/* & ^ | << >> % */
		if (dt_type_is_integer(lt) && dt_type_is_integer(rt))
			return 0;
		return CK_ERR(ck, n, "D_OP_INT", "operator %s requires "
		    "operands of integral type", op);
	}
}

int
dt_chk_incompat(dt_chk_t *ck, dt_node_t *n, const dt_type_t *lt,
    const dt_type_t *rt)
{
	return CK_ERR(ck, n, "D_OP_INCOMPAT", "operands have incompatible "
	    "types: \"%s\" %s \"%s\"", lt->dt_name, dt_chk_nodeop(n),
	    rt->dt_name);
}

static int
dt_chk_binary(dt_chk_t *ck, dt_node_t *n)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	dt_node_t *l = n->dn_left, *r = n->dn_right;
	dt_type_t *lt, *rt;
	int op = n->dn_op;

	if (dt_chk_expr(ck, l) != 0 || dt_chk_expr(ck, r) != 0)
		return -1;
	lt = l->dn_ctype;
	rt = r->dn_ctype;
	switch (op) {
	case DT_OP_COMMA:
		if (lt->dt_kind == DT_TK_DYN || rt->dt_kind == DT_TK_DYN)
			return CK_ERR(ck, n, "D_OP_DYN", "operator , operands "
			    "cannot be of dynamic type");
		n->dn_ctype = rt;
		if (n->dn_flags & DT_NF_XLBIND)	/* dt_xlate.c */
			n->dn_flags |= r->dn_flags &
			    (DT_NF_LVALUE | DT_NF_USERLAND);
		return 0;
	case DT_OP_LT: case DT_OP_LE: case DT_OP_GT: case DT_OP_GE:
	case DT_OP_EQ: case DT_OP_NE:
		return dt_chk_relational(ck, n);	/* dt_check_cmp.c */
	case DT_OP_ADD: case DT_OP_SUB:
		return dt_chk_additive(ck, n, lt, rt);
	default:
		if (dt_chk_opclass(ck, n, lt, rt) != 0)
			return -1;
		if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR)
			n->dn_ctype = tt->tt_int;
		else if (op == DT_OP_SHL || op == DT_OP_SHR)
			n->dn_ctype = dt_chk_promote(tt, lt);
		else
			n->dn_ctype = dt_chk_arith(tt, lt, rt);
		return 0;
	}
}

/*
 * s = *p: a struct or union assigned whole, from one of the same type, as
 * DTrace's assignment takes any operands that a function argument would
 * (the same struct, by name: a kernel type read twice is one type).
 */
static bool
dt_chk_sou_assign(const dt_type_t *lt, const dt_type_t *rt)
{
	if ((lt->dt_kind != DT_TK_STRUCT && lt->dt_kind != DT_TK_UNION) ||
	    lt->dt_kind != rt->dt_kind || !lt->dt_complete)
		return false;
	return lt == rt || (lt->dt_name != NULL && rt->dt_name != NULL &&
	    strcmp(lt->dt_name, rt->dt_name) == 0 &&
	    lt->dt_size == rt->dt_size);
}

/* an array member of a translation built whole, given its translation
   (dt_xlate.c marks such an assignment DT_NF_XLCOPY) */
static bool
dt_chk_xlcopy(const dt_node_t *n, const dt_type_t *lt, const dt_type_t *rt)
{
	return (n->dn_flags & DT_NF_XLCOPY) && lt->dt_kind == DT_TK_ARRAY &&
	    rt->dt_kind == DT_TK_ARRAY && lt->dt_size == rt->dt_size &&
	    strcmp(lt->dt_name, rt->dt_name) == 0;
}

/*
 * An integer assigned to a pointer, or a pointer to an integer: DTrace's
 * assignment takes the operands a function argument would, and an
 * integer and a pointer are not such, but for the constant 0 (NULL) into
 * a pointer (x = curthread; x = pid; is D_OP_INCOMPAT; a cast says it is
 * meant).
 */
static bool
dt_chk_int_ptr_mix(const dt_type_t *lt, const dt_node_t *r)
{
	const dt_type_t *rt = r->dn_ctype;

	if (dt_type_is_pointer(lt) && dt_type_is_integer(rt))
		return !dt_chk_is_null(r);
	return dt_type_is_integer(lt) && dt_type_is_pointer(rt);
}

static int
dt_chk_assign(dt_chk_t *ck, dt_node_t *n)
{
	dt_node_t *l = n->dn_left, *r = n->dn_right;
	dt_type_t *lt, *rt;
	int op = n->dn_op;

	if (dt_chk_expr(ck, r) != 0)	/* s = xlate <T> (e): dt_xlate.c */
		return -1;
	rt = r->dn_ctype;
	if (rt->dt_kind == DT_TK_DYN)	/* before x takes its type */
		return CK_ERR(ck, n, "D_OP_DYN", "operator %s operands cannot "
		    "be of dynamic type", dt_node_opstr(n));
	/* only = declares a variable; x += 1 on an undeclared x is an error */
	if (op != '=' && l->dn_kind == DT_N_IDENT &&
	    dt_chk_var_undeclared(ck, l))
		return CK_ERR(ck, l, "D_VAR_UNDEF", "%s%s has not yet been "
		    "declared or assigned", dt_chk_scope(l), l->dn_str);
	/* a variable made from a char array (curthread->comm) is a string */
	if (dt_chk_lvalue(ck, l, dt_type_is_string(rt) ?
	    ck->ck_dtp->dt_types.tt_string : rt, n) != 0)
		return -1;
	lt = l->dn_ctype;
	n->dn_ctype = lt;
	if (op == '=' && (dt_chk_sou_assign(lt, rt) ||
	    dt_chk_xlcopy(n, lt, rt)))
		return 0;	/* a copy of its bytes: dt_cg_store.c */
	if (op == '=' && lt->dt_kind == DT_TK_ARRAY && !dt_type_is_string(lt))
		return CK_ERR(ck, n, "D_OP_ARRFUN", "operator = may not be "
		    "applied to operand of type \"%s\"", lt->dt_name);
	/* self->s = 0 frees it (dt_check_var.c); p = a takes a's address */
	if (op == '=' && (dt_chk_sou_delete(l, r) ||
	    dt_chk_array_decay(ck, &n->dn_right, lt)))
		return 0;
	/* void = void is one type, as DTrace has it; x = trace(1) is then
	   refused after its statement (dt_chk_cgexpr) */
	if (op == '=' && lt->dt_kind == DT_TK_VOID &&
	    rt->dt_kind == DT_TK_VOID && ck->ck_cgexpr != NULL)
		return 0;
	/* x = stack(), x = func(pc): the same, after the statement */
	if (op == '=' && r->dn_kind == DT_N_CALL &&
	    rt->dt_kind == DT_TK_STACK && lt == rt)
		return dt_chk_actfunc_in_expr(ck, r) == 0 ? 0 : -1;
	/* s = NULL: the NULL string, as Oracle's DTrace takes it (a string
	   element so assigned is deleted, as by 0) */
	if (op == '=' && lt->dt_kind == DT_TK_STRING && dt_chk_is_null(r)) {
		r->dn_kind = DT_N_STR;
		r->dn_flags = DT_NF_NULLSTR;
		r->dn_ident = NULL;
		r->dn_str = "";
		r->dn_strlen = 0;
		return dt_chk_expr(ck, r);
	}
	if (op == '=') {
		if (dt_type_is_string(lt) != dt_type_is_string(rt) ||
		    (!dt_type_is_string(lt) && !dt_type_is_scalar(lt)) ||
		    (!dt_type_is_string(rt) && !dt_type_is_scalar(rt)) ||
		    dt_chk_int_ptr_mix(lt, r))
			return dt_chk_incompat(ck, n, lt, rt);
		return 0;
	}
	if (op == DT_OP_ADD || op == DT_OP_SUB)
		return dt_chk_addsub_assign(ck, n, lt, rt);
	return dt_chk_opclass(ck, n, lt, rt);
}

static bool dt_chk_var_object(const dt_node_t *);
static bool dt_chk_in_var(const dt_node_t *);

static int
dt_chk_unary(dt_chk_t *ck, dt_node_t *n)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	dt_node_t *l = n->dn_left;
	dt_type_t *t;

	if (dt_chk_expr(ck, l) != 0)
		return -1;
	t = l->dn_ctype;
	switch (n->dn_op) {
	case '*':
		if (!dt_type_is_pointer(t) && t->dt_kind != DT_TK_ARRAY)
			return CK_ERR(ck, n, "D_DEREF_NONPTR", "cannot "
			    "dereference non-pointer type");
		if (t->dt_ref->dt_kind == DT_TK_VOID)
			return CK_ERR(ck, n, "D_DEREF_VOID", "cannot "
			    "dereference pointer to void");
		n->dn_ctype = t->dt_ref;
		n->dn_flags |= DT_NF_LVALUE;
		dt_chk_ptrstore(n, l);
		return 0;
	case '&':
		if (l->dn_kind == DT_N_AGG ||
		    (l->dn_ident != NULL && !dt_chk_var_object(l)))
			return CK_ERR(ck, n, "D_ADDROF_VAR", "cannot take "
			    "address of dynamic variable");
		if (!(l->dn_flags & DT_NF_LVALUE))
			return CK_ERR(ck, n, "D_ADDROF_LVAL", "unacceptable "
			    "operand for unary & operator");
		if (l->dn_flags & DT_NF_BITFIELD)
			return CK_ERR(ck, n, "D_ADDROF_BITFIELD", "cannot take "
			    "address of bit-field");
		n->dn_ctype = dt_type_ptr(tt, t);
		return 0;
	case '!':
		if (!dt_type_is_scalar(t))
			return CK_ERR(ck, n, "D_OP_SCALAR", "operator ! "
			    "requires an operand of scalar type");
		n->dn_ctype = tt->tt_int;
		return 0;
	case '~':
		if (!dt_type_is_integer(t))
			return CK_ERR(ck, n, "D_OP_INT", "operator ~ requires "
			    "an operand of integral type");
		n->dn_ctype = dt_chk_promote(tt, t);
		return 0;
	default:		/* - + */
		if (!dt_type_is_integer(t))
			return CK_ERR(ck, n, "D_OP_ARITH", "operator %c "
			    "requires an operand of arithmetic type",
			    n->dn_op);
		n->dn_ctype = dt_chk_promote(tt, t);
		return 0;
	}
}

/* Is n a named thing as a whole (x, self->x, this->x, `x), or an
   associative array's element, rather than part of one? */
bool
dt_chk_is_whole_var(const dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;

	return id != NULL && (n->dn_kind == DT_N_IDENT ||
	    (n->dn_kind == DT_N_INDEX && id->di_kind == DT_ID_DVAR));
}

/* &v: a D variable holding a struct, union or array, or part of one, has
   an address in our memory, which tracemem() and print() may read; a
   scalar variable or associative array element is DTrace's dynamic
   variable, whose address may not be taken */
static bool
dt_chk_var_object(const dt_node_t *l)
{
	const dt_type_t *t = l->dn_ctype;

	if (!dt_chk_is_whole_var(l))
		return dt_chk_in_var(l);
	return dt_chk_in_var(l) && (t->dt_kind == DT_TK_STRUCT ||
	    t->dt_kind == DT_TK_UNION || t->dt_kind == DT_TK_ARRAY);
}

/*
 * Is l the storage of a D variable (global, this->, self-> or an
 * associative array's element), or a member or element of one?  Then a
 * member or element of l may be assigned: it is in our own memory, not
 * traced memory.
 */
static bool
dt_chk_in_var(const dt_node_t *l)
{
	const dt_ident_t *id = l->dn_ident;

	if (!(l->dn_flags & DT_NF_WRITABLE) || (l->dn_flags & DT_NF_PTRSTORE))
		return false;
	if (id != NULL && id->di_kind == DT_ID_DVAR)	/* self->s, a[k] */
		return l->dn_kind == DT_N_IDENT || l->dn_kind == DT_N_INDEX;
	if (l->dn_kind == DT_N_IDENT)
		return id != NULL && (id->di_kind == DT_ID_GLOBAL ||
		    id->di_kind == DT_ID_THIS);
	return l->dn_kind == DT_N_MEMBER || (l->dn_kind == DT_N_INDEX &&
	    id == NULL);
}

static int
dt_chk_member(dt_chk_t *ck, dt_node_t *n)
{
	dt_type_t *t;
	dt_member_t *m;
	int rc;

	if ((rc = dt_chk_xlate_member(ck, n)) <= 0)	/* dt_xlate.c */
		return rc;
	if (dt_chk_expr(ck, n->dn_left) != 0)
		return -1;
	t = n->dn_left->dn_ctype;
	if (n->dn_kind == DT_N_PTRMEMBER) {
		if (!dt_type_is_pointer(t))
			return CK_ERR(ck, n, "D_OP_PTR", "operator -> must be "
			    "applied to a pointer");
		t = t->dt_ref;
	}
	if ((t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION) &&
	    !t->dt_complete)
		return CK_ERR(ck, n, "D_OP_INCOMPLETE", "operator %s cannot be "
		    "applied to a forward declaration: no %s definition is "
		    "available", n->dn_kind == DT_N_MEMBER ? "." : "->",
		    t->dt_name);
	if (t->dt_kind != DT_TK_STRUCT && t->dt_kind != DT_TK_UNION) {
		if (n->dn_kind == DT_N_PTRMEMBER)
			return CK_ERR(ck, n, "D_OP_SOU", "operator -> cannot "
			    "be applied to pointer to type \"%s\"; must be "
			    "applied to a struct or union pointer", t->dt_name);
		return CK_ERR(ck, n, "D_OP_SOU", "operator . cannot be applied "
		    "to type \"%s\"; must be applied to a struct or union",
		    t->dt_name);
	}
	if ((m = dt_type_member(t, n->dn_str)) == NULL)
		return CK_ERR(ck, n, "D_TYPE_MEMBER", "%s is not a member of "
		    "%s", n->dn_str, t->dt_name);
	if (n->dn_kind == DT_N_MEMBER && !(n->dn_left->dn_flags &
	    DT_NF_LVALUE))
		return CK_ERR(ck, n, "D_UNSUPPORTED", "member of a struct "
		    "value is not supported yet");
	n->dn_ctype = m->dm_type;
	n->dn_flags |= DT_NF_LVALUE | (m->dm_bits != 0 ? DT_NF_BITFIELD : 0);
	if (n->dn_kind == DT_N_MEMBER && dt_chk_in_var(n->dn_left))
		n->dn_flags |= DT_NF_WRITABLE;
	else if (n->dn_kind == DT_N_PTRMEMBER)
		dt_chk_ptrstore(n, n->dn_left);
	else if (n->dn_left->dn_flags & DT_NF_PTRSTORE)
		n->dn_flags |= DT_NF_WRITABLE | DT_NF_PTRSTORE;
	return 0;
}

/* copyinstr(uintptr_t addr [, size_t maxlen]): a user string */
static int
dt_chk_copyinstr(dt_chk_t *ck, dt_node_t *n)
{
	dt_node_t *a;
	int i = 1;

	if (dt_chk_nargs(ck, n, 1, 2) < 0)
		return -1;
	for (a = n->dn_args; a != NULL; a = a->dn_next, i++) {
		if (dt_chk_expr(ck, a) != 0)
			return -1;
		if (!dt_type_is_integer(a->dn_ctype) &&
		    !(i == 1 && dt_type_is_pointer(a->dn_ctype)))
			return CK_ERR(ck, n, "D_PROTO_ARG", "copyinstr( ) "
			    "argument #%d is incompatible with prototype:\n"
			    "\tprototype: %s\n\t argument: %s", i,
			    i == 1 ? "uintptr_t" : "size_t",
			    a->dn_ctype->dt_name);
	}
	n->dn_ctype = ck->ck_dtp->dt_types.tt_string;
	return 0;
}

static int
dt_chk_call_in_expr(dt_chk_t *ck, dt_node_t *n)
{
	const dt_subr_t *sr;
	dt_node_t *a;

	if (dt_chk_actfunc_kind(n->dn_str) != NULL)
		return dt_chk_actfunc_in_expr(ck, n);
	if (strcmp(n->dn_str, "copyinstr") == 0)
		return dt_chk_copyinstr(ck, n);
	if (dt_chk_is_stackfn(n->dn_str))	/* dt_check_stack.c */
		return dt_chk_stackfn(ck, n);
	/* the libraries' own subroutines are unknown to a user's program */
	if ((sr = dt_subr_lookup(n->dn_str)) != NULL &&	/* dt_subr.c */
	    (!dt_subr_libonly(sr) || n->dn_fromlib)) {
		for (a = n->dn_args; a != NULL; a = a->dn_next)
			if (dt_chk_expr(ck, a) != 0)
				return -1;
		return dt_subr_check(ck->ck_dtp, ck->ck_pcb, n, sr);
	}
	return CK_ERR(ck, n, "D_PROTO_LEN", "failed to resolve %s: Unknown "
	    "function name", n->dn_str);
}

/* A call of a tracing function (an action), which has no value */
static bool
dt_chk_is_tracefn(const dt_node_t *n)
{
	const char *kind;

	return n->dn_kind == DT_N_CALL &&
	    (kind = dt_chk_actfunc_kind(n->dn_str)) != NULL &&
	    strcmp(kind, "tracing function") == 0;
}

static int
dt_chk_expr_kind(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_typetab_t *tt = &dtp->dt_types;
	dt_type_t *t, *rt;
	dt_ident_t *id;

	switch (n->dn_kind) {
	case DT_N_INT:
		n->dn_ctype = dt_chk_int_type(tt, n);
		dt_chk_const(n, n->dn_int);
		return 0;
	case DT_N_STR:
		n->dn_ctype = tt->tt_string;
		n->dn_reg = (int)((n->dn_flags & DT_NF_NULLSTR) ?
		    dt_strtab_null(dtp) : dt_strtab_add(dtp, n->dn_str,
		    n->dn_strlen));
		return 0;
	case DT_N_IDENT:
		return dt_chk_ident(ck, n, NULL);
	case DT_N_UNARY:
		return dt_chk_unary(ck, n);
	case DT_N_PREINC: case DT_N_POSTINC:
		/* ++ and -- may make a new variable: an int64_t, as DTrace */
		if (dt_chk_lvalue(ck, n->dn_left, dt_type_lookup_typedef(tt,
		    "int64_t"), n) != 0)
			return -1;
		t = n->dn_left->dn_ctype;
		if (!dt_type_is_scalar(t))
			return CK_ERR(ck, n, "D_OP_SCALAR", "operator %s "
			    "requires operand of scalar type", dt_node_opstr(n));
		n->dn_ctype = t;
		return 0;
	case DT_N_BINARY:
		return dt_chk_binary(ck, n);
	case DT_N_ASSIGN:
		return dt_chk_assign(ck, n);
	case DT_N_TERNARY:
		if (dt_chk_expr(ck, n->dn_cond) != 0 ||
		    dt_chk_expr(ck, n->dn_left) != 0 ||
		    dt_chk_expr(ck, n->dn_right) != 0)
			return -1;
		t = n->dn_left->dn_ctype;
		rt = n->dn_right->dn_ctype;
		if (!dt_type_is_scalar(n->dn_cond->dn_ctype))
			return CK_ERR(ck, n, "D_OP_SCALAR", "operator ?: "
			    "expression must be of scalar type");
		if (t->dt_kind == DT_TK_DYN || rt->dt_kind == DT_TK_DYN)
			return CK_ERR(ck, n, "D_OP_DYN", "operator ?: operands "
			    "cannot be of dynamic type");
		if (dt_type_is_integer(t) && dt_type_is_integer(rt))
			t = dt_chk_arith(tt, t, rt);
		else if (dt_chk_is_null(n->dn_left) && dt_type_is_pointer(rt))
			t = rt;		/* p == NULL ? NULL : p->next */
		else if ((dt_type_is_string(t) || dt_type_is_string(rt)) &&
		    (!dt_chk_strcompat(t, rt) || !dt_chk_strcompat(rt, t)))
			return CK_ERR(ck, n, "D_OP_INCOMPAT", "operator ?: "
			    "operands must have compatible types");
		else if (t->dt_kind == DT_TK_STRING ||
		    rt->dt_kind == DT_TK_STRING)
			t = tt->tt_string;	/* the other side is read */
		if (dt_chk_is_tracefn(n->dn_left) ||
		    dt_chk_is_tracefn(n->dn_right))
			return CK_ERR(ck, n, "D_OP_ACT", "action cannot be "
			    "used in a conditional context");
		n->dn_ctype = t;
		return 0;
	case DT_N_CAST:
		return dt_chk_cast(ck, n);	/* dt_check_type.c */
	case DT_N_SIZEOF:
		t = n->dn_type ? dt_chk_typename(ck, n->dn_type) :
		    (dt_chk_expr(ck, n->dn_left) == 0 ?
		    n->dn_left->dn_ctype : NULL);
		if (t == NULL)
			return -1;
		if (n->dn_left != NULL && (n->dn_left->dn_flags &
		    DT_NF_BITFIELD))
			return CK_ERR(ck, n, "D_SIZEOF_BITFIELD", "cannot "
			    "apply sizeof to a bit-field");
		if (t->dt_size == 0)	/* void, an incomplete struct */
			return CK_ERR(ck, n, "D_SIZEOF_TYPE", "cannot apply "
			    "sizeof to an operand of unknown size");
		n->dn_ctype = dt_type_lookup_typedef(tt, "size_t");
		dt_chk_const(n, t->dt_size);
		return 0;
	case DT_N_OFFSETOF: {
		dt_member_t *m;

		if ((t = dt_chk_typename(ck, n->dn_type)) == NULL)
			return -1;
		if (t->dt_kind != DT_TK_STRUCT && t->dt_kind != DT_TK_UNION)
			return CK_ERR(ck, n, "D_OFFSETOF_TYPE", "offsetof "
			    "operand must be a struct or union type");
		if ((m = dt_type_member(t, n->dn_str)) == NULL)
			return CK_ERR(ck, n, "D_UNKNOWN", "failed to determine "
			    "offset of %s: Invalid member name", n->dn_str);
		if (m->dm_bits != 0)
			return CK_ERR(ck, n, "D_OFFSETOF_BITFIELD", "cannot "
			    "take offset of a bit-field: %s", n->dn_str);
		n->dn_ctype = dt_type_lookup_typedef(tt, "size_t");
		dt_chk_const(n, m->dm_off);
		return 0;
	}
	case DT_N_STRINGOF:
		if (dt_chk_expr(ck, n->dn_left) != 0)
			return -1;
		t = n->dn_left->dn_ctype;
		/* DTrace's scalars (pointers, integers) and strings */
		if (!dt_type_is_string(t) && !dt_type_is_pointer(t) &&
		    !dt_type_is_integer(t))
			return CK_ERR(ck, n, "D_STRINGOF_TYPE", "cannot apply "
			    "stringof to a value of type %s", t->dt_name);
		n->dn_ctype = tt->tt_string;
		return 0;
	case DT_N_MEMBER: case DT_N_PTRMEMBER:
		return dt_chk_member(ck, n);
	case DT_N_INDEX:
		if (dt_chk_is_uregs(ck, n))		/* dt_check_var.c */
			return dt_chk_uregs(ck, n);
		if (dt_chk_is_args(ck, n))		/* dt_args.c */
			return dt_chk_args_expand(ck, n) != 0 ? -1 :
			    dt_chk_expr(ck, n);
		if ((id = dt_chk_inline_array(ck, n)) != NULL)
			return dt_chk_inline_index(ck, n, id);	/* dt_xlate.c */
		if (dt_chk_is_assoc(ck, n))
			return dt_chk_assoc(ck, n, NULL);
		if (dt_chk_index(ck, n) != 0)	/* dt_check_type.c */
			return -1;
		t = n->dn_left->dn_ctype;
		if (t->dt_kind == DT_TK_STRING) {
			/* s[i]: the char at s's address + i, as Oracle's
			   DTrace reads it (a NULL string faults at i); read,
			   never written (a string is a value) */
			n->dn_ctype = tt->tt_char;
			return 0;
		}
		n->dn_ctype = t->dt_ref;
		n->dn_flags |= DT_NF_LVALUE;
		if (t->dt_kind == DT_TK_ARRAY && dt_chk_in_var(n->dn_left))
			n->dn_flags |= DT_NF_WRITABLE;
		else
			dt_chk_ptrstore(n, n->dn_left);
		return 0;
	case DT_N_CALL:
		return dt_chk_call_in_expr(ck, n);
	case DT_N_AGG:		/* @a as a value: see DT_TK_DYN */
		n->dn_ctype = tt->tt_dyn;
		return 0;
	case DT_N_XLATE:
		return dt_chk_xlate_whole(ck, n);
	case DT_N_FLOAT:
		return CK_ERR(ck, n, "D_FLOAT", "floating-point constants "
		    "are not permitted");
	default:
		return CK_ERR(ck, n, "D_SYNTAX", "unexpected node in "
		    "expression");
	}
}

/* Check an expression and fold integer constants. */
int
dt_chk_expr(dt_chk_t *ck, dt_node_t *n)
{
	if (dt_chk_expr_kind(ck, n) != 0 ||
	    dt_chk_alloca(ck, n) != 0)		/* dt_check_alloca.c */
		return -1;
	return dt_chk_fold(ck, n);		/* dt_check_fold.c */
}

/* ---- actions and records ----------------------------------------------- */

dt_recval_t *
dt_chk_recval(dt_chk_t *ck, dt_node_t *arg)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_recval_t *rv = dt_arena_alloc(dtp->dt_arena, sizeof(*rv));
	dt_type_t *t = arg->dn_ctype;
	uint32_t size = dt_type_is_string(t) ?
	    (uint32_t)dtp->dt_opts.strbytes : 8;

	if (dt_stack_kind(t))		/* stack(), sym(), ...: dt_stack.h */
		size = (uint32_t)t->dt_size;

	rv->rv_off = ck->ck_recoff;
	rv->rv_size = size;
	rv->rv_type = t;
	ck->ck_recoff = (ck->ck_recoff + size + 7) & ~7u;
	return rv;
}

void
dt_chk_pfarg(const dt_type_t *t, dt_pfarg_type_t *pa)
{
	memset(pa, 0, sizeof(*pa));
	pa->name = t->dt_name;
	pa->size = t->dt_size;
	pa->is_signed = t->dt_signed;
	if (t->dt_kind == DT_TK_STRING) {
		pa->kind = DT_PFK_STRING;
	} else if (dt_type_is_string(t)) {
		pa->kind = DT_PFK_STRING;
		pa->is_char_array = true;
	} else if (dt_stack_kind(t) == DT_STK_STACK ||
	    dt_stack_kind(t) == DT_STK_USTACK) {
		pa->kind = DT_PFK_STACK;
	} else if (dt_stack_kind(t)) {	/* an address: %a, %A, %p, ... */
		pa->kind = DT_PFK_INT;
		pa->size = 8;
	} else if (dt_type_is_integer(t)) {
		pa->kind = DT_PFK_INT;
	} else if (dt_type_is_pointer(t)) {
		pa->kind = DT_PFK_PTR;
	} else if (t->dt_kind == DT_TK_FLOAT) {
		pa->kind = DT_PFK_FLOAT;
	} else {
		pa->kind = DT_PFK_OTHER;
	}
}

/* The count of a call's arguments against its prototype's (dt_subr.c). */
int
dt_chk_nargs(dt_chk_t *ck, dt_node_t *n, int min, int max)
{
	return dt_subr_nargs(ck->ck_pcb, n, min, max);
}

/* printf(), and system() and freopen(), which format as it does */
int
dt_chk_printf(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dt_pfarg_type_t pa[64];
	dt_node_t *a = n->dn_args;
	const char *tag = "D_PRINTF_ARG_TYPE";
	char err[1024];
	int i = 0;

	if (a == NULL)
		return CK_ERR(ck, n, "D_PROTO_LEN", "%s( ) prototype "
		    "mismatch: 0 args passed, at least 1 expected", n->dn_str);
	if (a->dn_kind != DT_N_STR) {
		if (dt_chk_expr(ck, a) != 0)
			return -1;
		return CK_ERR(ck, n, "D_PRINTF_ARG_FMT", "%s( ) argument "
		    "#1 is incompatible with prototype:\n\tprototype: string "
		    "constant\n\t argument: %s", n->dn_str,
		    a->dn_ctype->dt_name);
	}
	act->act_vals = dt_arena_alloc(ck->ck_dtp->dt_arena,
	    64 * sizeof(dt_recval_t));
	for (a = a->dn_next; a != NULL; a = a->dn_next, i++) {
		if (i == 64)
			return CK_ERR(ck, n, "D_PRINTF_ARGS", "%s( ) "
			    "has too many arguments", n->dn_str);
		if (dt_chk_expr(ck, a) != 0)
			return -1;
		dt_chk_pfarg(a->dn_ctype, &pa[i]);
		act->act_vals[i] = *dt_chk_recval(ck, a);
	}
	act->act_nvals = i;
	act->act_pf = dt_printf_compile_tag(n->dn_str, n->dn_args->dn_str, pa,
	    i, &tag, err, sizeof(err));
	if (act->act_pf == NULL)
		return CK_ERR(ck, n, tag, "%s", err);
	return 0;
}

static const int dt_agg_nargs[][2] = {	/* min, max args by DT_AGG_* */
	[DT_AGG_COUNT] = { 0, 0 }, [DT_AGG_SUM] = { 1, 1 },
	[DT_AGG_AVG] = { 1, 1 }, [DT_AGG_MIN] = { 1, 1 },
	[DT_AGG_MAX] = { 1, 1 }, [DT_AGG_STDDEV] = { 1, 1 },
	[DT_AGG_QUANTIZE] = { 1, INT_MAX }, [DT_AGG_LQUANTIZE] = { 3, INT_MAX },
	[DT_AGG_LLQUANTIZE] = { 5, INT_MAX },	/* then dt_chk_aggparams() */
};

/* @name[keys] = func(args);  */
static int
dt_chk_agg(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *at = n->dn_left, *call = n->dn_right, *a;
	dt_action_t *act;
	dt_aggvar_t *ag;
	int func = 0;
	int64_t params[4] = { 0 };
	bool first;

	if (n->dn_op != '=' || call->dn_kind != DT_N_CALL ||
	    (func = dt_agg_func(call->dn_str)) == 0)
		return CK_ERR(ck, n, "D_AGG_FUNC", "@%s must be assigned the "
		    "result of an aggregating function", at->dn_str);
	if (dt_chk_nargs(ck, call, dt_agg_nargs[func][0],
	    dt_agg_nargs[func][1]) < 0)
		return -1;
	for (a = call->dn_args; a != NULL; a = a->dn_next)
		if (dt_chk_expr(ck, a) != 0)
			return -1;
	if ((a = call->dn_args) != NULL && !dt_type_is_scalar(a->dn_ctype))
		return CK_ERR(ck, a, "D_PROTO_ARG", "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: integer\n"
		    "\t argument: %s", call->dn_str, a->dn_ctype->dt_name);
	if (dt_chk_aggparams(ck, call, func, params) != 0)
		return -1;
	if ((ag = dt_agg_lookup(dtp, at->dn_str)) != NULL &&
	    ag->ag_func == func && dt_chk_aggparams_match(ck, call, func,
	    ag->ag_params, params) != 0)
		return -1;
	if (ag != NULL && ag->ag_func != func)
		return CK_ERR(ck, n, "D_AGG_REDEF", "aggregation redefined: "
		    "@%s\n\t current: %s( )\n\tprevious: %s( )",
		    at->dn_str, call->dn_str, dt_agg_funcname(ag->ag_func));
	if ((first = ag == NULL)) {
		ag = dt_agg_add(dtp, at->dn_str, func);
		memcpy(ag->ag_params, params, sizeof(params));
		if (func == DT_AGG_LQUANTIZE)
			ag->ag_nvals = (uint32_t)params[2] + 2;
		else if (func == DT_AGG_LLQUANTIZE)
			ag->ag_nvals = (uint32_t)((params[2] - params[1] + 1) *
			    (params[3] - params[3] / params[0]) * 2 + 3);
	}
	if (dt_chk_aggkeys(ck, at, ag, first) != 0 ||
	    dt_chk_spec_order(ck, n, DT_ACT_AGG) != 0)
		return -1;
	if (ag->ag_nvals * 8 > dtp->dt_aggvalsize)
		dtp->dt_aggvalsize = ag->ag_nvals * 8;
	if (8 + ag->ag_keysize > dtp->dt_aggkeysize)
		dtp->dt_aggkeysize = 8 + ag->ag_keysize;
	act = dt_arena_alloc(dtp->dt_arena, sizeof(*act));
	act->act_kind = DT_ACT_AGG;
	act->act_node = n;
	act->act_agg = ag;
	*ck->ck_acttail = act;
	ck->ck_acttail = &act->act_next;
	return 0;
}

/*
 * setopt(name [, value]): set an option when the consumer reads the
 * record (aggsortrev, aggsortpos, ...).  Only string constants for now:
 * the action keeps them, the record holds nothing.
 */
static int
dt_chk_setopt(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dt_node_t *a;
	int i = 1;

	if (dt_chk_nargs(ck, n, 1, 2) < 0)
		return -1;
	for (a = n->dn_args; a != NULL; a = a->dn_next, i++) {
		if (dt_chk_expr(ck, a) != 0)
			return -1;
		if (!dt_type_is_string(a->dn_ctype))
			return CK_ERR(ck, n, "D_PROTO_ARG", "setopt( ) "
			    "argument #%d is incompatible with prototype:\n"
			    "\tprototype: "
			    "const char *\n\t argument: %s", i,
			    a->dn_ctype->dt_name);
		if (a->dn_kind != DT_N_STR)
			return CK_ERR(ck, n, "D_UNSUPPORTED", "setopt( ) of a "
			    "string that is not a constant is not supported "
			    "yet");
	}
	a = n->dn_args;
	act->act_opt = dt_arena_strdup(ck->ck_dtp->dt_arena, a->dn_str);
	if (a->dn_next != NULL)
		act->act_optval = dt_arena_strdup(ck->ck_dtp->dt_arena,
		    a->dn_next->dn_str);
	return 0;
}

/*
 * An action inside if/else may not run: the record gets a word that the
 * action sets when it does, and the consumer skips the action otherwise.
 */
static void
dt_chk_actcond(dt_chk_t *ck, dt_action_t *act)
{
	if (ck->ck_ifdepth == 0)
		return;
	act->act_condoff = ck->ck_recoff;
	ck->ck_recoff += 8;
}

static int
dt_chk_action(dt_chk_t *ck, dt_node_t *n)
{
	dt_action_t *act = dt_arena_alloc(ck->ck_dtp->dt_arena, sizeof(*act));
	dt_node_t *a;

	act->act_node = n;
	if (strcmp(n->dn_str, "printf") == 0) {
		act->act_kind = DT_ACT_PRINTF;
		if (dt_chk_printf(ck, n, act) != 0)
			return -1;
	} else if (strcmp(n->dn_str, "printa") == 0) {
		act->act_kind = DT_ACT_PRINTA;
		if (dt_chk_printa(ck, n, act) != 0) {
			/* the format may be compiled before a later
			   argument fails */
			dt_printf_destroy(act->act_pf);
			return -1;
		}
	} else if ((act->act_kind = dt_chk_aggact_kind(n->dn_str)) != 0) {
		if (dt_chk_aggact(ck, n, act) != 0)
			return -1;
	} else if ((act->act_kind = dt_chk_spec_kind(n->dn_str)) != 0) {
		if (dt_chk_spec(ck, n, act) != 0)
			return -1;
	} else if (strcmp(n->dn_str, "setopt") == 0) {
		act->act_kind = DT_ACT_SETOPT;
		if (dt_chk_setopt(ck, n, act) != 0)
			return -1;
	} else if ((act->act_kind = dt_chk_print_kind(n->dn_str)) != 0) {
		if (dt_chk_print_act(ck, n, act) != 0)
			return -1;
	} else if (dt_chk_is_destr(n->dn_str)) {	/* dt_check_act.c */
		if (dt_chk_destr(ck, n, act) != 0)
			return -1;
	} else if (dt_chk_is_stackfn(n->dn_str)) {	/* stack(); sym(x); */
		act->act_kind = DT_ACT_TRACE;
		if (dt_chk_stackfn(ck, n) != 0)
			return -1;
		act->act_vals = dt_chk_recval(ck, n);
		act->act_nvals = 1;
	} else if (strcmp(n->dn_str, "trace") == 0 ||
	    strcmp(n->dn_str, "exit") == 0) {
		bool is_exit = n->dn_str[0] == 'e';

		act->act_kind = is_exit ? DT_ACT_EXIT : DT_ACT_TRACE;
		if (dt_chk_nargs(ck, n, 1, 1) < 0 ||
		    dt_chk_expr(ck, (a = n->dn_args)) != 0)
			return -1;
		if (is_exit && !dt_type_is_integer(a->dn_ctype))
			return CK_ERR(ck, n, "D_PROTO_ARG", "exit( ) argument "
			    "#1 is incompatible with prototype:\n\tprototype: "
			    "int\n\t argument: %s", a->dn_ctype->dt_name);
		if (!is_exit && a->dn_ctype->dt_kind == DT_TK_VOID)
			return CK_ERR(ck, n, "D_TRACE_VOID", "trace( ) may "
			    "not be applied to a void expression");
		if (is_exit) {
			act->act_vals = dt_chk_recval(ck, a);
			act->act_nvals = 1;
		} else if (dt_chk_trace_val(ck, n, act) != 0) {
			return -1;	/* dt_check_print.c */
		}
	} else {
		return dt_chk_call_in_expr(ck, n) == 0 ? 0 : -1;
	}
	if (dt_chk_spec_order(ck, n, act->act_kind) != 0) {
		dt_printf_destroy(act->act_pf);	/* never linked in */
		return -1;
	}
	dt_chk_actcond(ck, act);
	*ck->ck_acttail = act;
	ck->ck_acttail = &act->act_next;
	return 0;
}

static bool
dt_chk_is_action(const dt_node_t *n)
{
	return n != NULL && n->dn_kind == DT_N_CALL &&
	    (strcmp(n->dn_str, "printf") == 0 ||
	    strcmp(n->dn_str, "trace") == 0 || strcmp(n->dn_str, "exit") == 0 ||
	    strcmp(n->dn_str, "printa") == 0 ||
	    strcmp(n->dn_str, "setopt") == 0 || dt_chk_is_stackfn(n->dn_str) ||
	    dt_chk_aggact_kind(n->dn_str) != 0 || dt_chk_is_destr(n->dn_str) ||
	    dt_chk_print_kind(n->dn_str) != 0 ||
	    dt_chk_spec_kind(n->dn_str) != 0);
}

static int
dt_chk_stmt(dt_chk_t *ck, dt_node_t *s)
{
	int rc;

	switch (s->dn_kind) {
	case DT_N_EXPRSTMT:
		if (s->dn_left == NULL)
			return 0;
		if (dt_chk_is_action(s->dn_left))
			return dt_chk_action(ck, s->dn_left);
		if (s->dn_left->dn_kind == DT_N_ASSIGN &&
		    s->dn_left->dn_left->dn_kind == DT_N_AGG)
			return dt_chk_agg(ck, s->dn_left);
		return dt_chk_expr(ck, s->dn_left);
	case DT_N_BLOCK:
		return dt_chk_stmts(ck, s->dn_list);
	case DT_N_IF:
		if (dt_chk_expr(ck, s->dn_cond) != 0)
			return -1;
		if (!dt_type_is_scalar(s->dn_cond->dn_ctype))
			return CK_ERR(ck, s, "D_IF_COND", "if condition must "
			    "be of scalar type");
		if (dt_chk_cgexpr(ck) != 0)
			return -1;
		ck->ck_ifdepth++;
		rc = dt_chk_stmt(ck, s->dn_left);
		if (rc == 0 && s->dn_right != NULL)
			rc = dt_chk_stmt(ck, s->dn_right);
		ck->ck_ifdepth--;
		return rc;
	default:
		return CK_ERR(ck, s, "D_SYNTAX", "unexpected statement");
	}
}

static int
dt_chk_stmts(dt_chk_t *ck, dt_node_t *list)
{
	for (; list != NULL; list = list->dn_next)
		if (dt_chk_stmt(ck, list) != 0 || dt_chk_cgexpr(ck) != 0)
			return -1;
	return 0;
}

static int
dt_chk_pred(dt_chk_t *ck, dt_node_t *n)
{
	ck->ck_pcb->pcb_region = "predicate";
	if (dt_chk_expr(ck, n->dn_cond) != 0)
		return -1;
	/* DTrace says so at the line of the clause's '}', where its
	   parser stood when it made the clause */
	if (!dt_type_is_scalar(n->dn_cond->dn_ctype))
		return dt_pcb_error(ck->ck_pcb, (int)n->dn_int,
		    "D_PRED_SCALAR", "predicate result must be of scalar type");
	return dt_chk_cgexpr(ck);
}

/*
 * Does the predicate's error name a variable its clause's actions may
 * make (/n < 5/ { n++; })?  Then, as in DTrace, the actions are checked
 * first and the predicate after them: the error is forgotten and the
 * predicate, whose check stopped half-way, is put back as it was parsed.
 */
static bool
dt_chk_pred_later(dt_chk_t *ck, dt_node_t *n, dt_node_t *parsed)
{
	dt_pcb_t *pcb = ck->ck_pcb;

	if (pcb->pcb_errtag == NULL || (strcmp(pcb->pcb_errtag,
	    "D_IDENT_UNDEF") != 0 && strcmp(pcb->pcb_errtag, "D_VAR_UNDEF") !=
	    0))
		return false;
	pcb->pcb_errtag = NULL;
	pcb->pcb_errmsg[0] = '\0';
	pcb->pcb_errline = 0;
	ck->ck_cgexpr = NULL;
	n->dn_cond = parsed;
	return true;
}

/* The predicate and statements of clause n, and its record size. */
static int
dt_chk_clause_body(dt_chk_t *ck, dt_node_t *n, dt_clause_t *cl)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	bool pred_later = false;

	if (n->dn_cond != NULL) {
		dt_node_t *parsed = dt_chk_copy_tree(dtp, n->dn_cond);

		if (dt_chk_pred(ck, n) != 0 &&
		    !(pred_later = dt_chk_pred_later(ck, n, parsed)))
			return -1;
	}
	ck->ck_pcb->pcb_region = "action list";
	if (dt_chk_stmts(ck, n->dn_body) != 0)
		return -1;
	if (pred_later && dt_chk_pred(ck, n) != 0)
		return -1;
	ck->ck_pcb->pcb_region = NULL;
	cl->cl_recsize = ck->ck_recoff;
	if (cl->cl_recsize > dtp->dt_opts.maxrecsize)
		return CK_ERR(ck, n, "D_ACT_SIZE", "clause records %u bytes, "
		    "more than the %u allowed", cl->cl_recsize,
		    (unsigned)dtp->dt_opts.maxrecsize);
	return 0;
}

static int
dt_chk_clause(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_clause_t *cl = dt_arena_alloc(dtp->dt_arena, sizeof(*cl));
	dt_clause_t **v;
	dt_action_t *act;

	cl->cl_index = dtp->dt_nclauses;
	cl->cl_node = n;
	ck->ck_clause = cl;
	ck->ck_acttail = &cl->cl_actions;
	ck->ck_recoff = DT_REC_HDRSIZE;
	ck->ck_clsflags = 0;
	ck->ck_cgexpr = NULL;
	if (dt_chk_clause_body(ck, n, cl) != 0) {
		/* the handle never sees this clause: free what it owns
		   (dtrace_close frees the printf programs of the others) */
		for (act = cl->cl_actions; act != NULL; act = act->act_next)
			dt_printf_destroy(act->act_pf);
		return -1;
	}
	v = dt_xrealloc(dtp->dt_clauses, (dtp->dt_nclauses + 1) * sizeof(*v));
	dtp->dt_clauses = v;
	v[dtp->dt_nclauses++] = cl;
	ck->ck_clause = NULL;
	return 0;
}

int
dt_check_program(dtrace_hdl_t *dtp, dt_pcb_t *pcb)
{
	dt_chk_t ck = { .ck_dtp = dtp, .ck_pcb = pcb,
	    .ck_lib = pcb->pcb_filetag };
	dt_node_t *n;

	if (dt_chk_pragmas_named(&ck) != 0)	/* dt_check_pragma.c */
		return -1;
	for (n = pcb->pcb_program; n != NULL; n = n->dn_next) {
		int rc = 0;

		switch (n->dn_kind) {
		case DT_N_PRAGMA: rc = dt_chk_pragma(&ck, n); break;
		case DT_N_DECL: rc = dt_chk_decl(&ck, n); break;
		case DT_N_INLINE: rc = dt_chk_inline_decl(&ck, n); break;
		case DT_N_XLATOR: rc = dt_chk_xlator_decl(&ck, n); break;
		case DT_N_CLAUSE:
			rc = ck.ck_lib == NULL ? dt_chk_clause(&ck, n) :
			    CK_ERR(&ck, n, "D_UNSUPPORTED", "probe clauses "
			    "are not supported in D libraries");
			break;
		default: break;	/* providers: for -h / -G */
		}
		if (rc != 0)
			return -1;
	}
	dt_ident_dvar_sizes(dtp);
	dt_chk_agg_layouts(dtp);	/* dt_check_aggkey.c */
	return 0;
}
