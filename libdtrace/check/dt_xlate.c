/*
 * dt_xlate.c -- inlines, translators and the xlate operator, checked by
 * expanding them where they are used.
 *
 *   inline type name = expr;
 *   inline type name[type param, ...] = expr;	used as name[arg, ...]
 *   translator out_type < in_type param > { member = expr; ... };
 *   xlate < out_type > ( expr ).member
 *   xlate < out_type * > ( expr )->member
 *
 * D evaluates a translated member only where a program reads it: a
 * translation is a set of expressions, one a member, over the input
 * expression.  So the checker rewrites the tree in place: the name of an
 * inline becomes a copy of its expression, and a member of an xlate
 * becomes a copy of that member's expression with the translator's input
 * name replaced by a copy of the xlate's operand (an inline array's use,
 * a copy with its parameters replaced by the use's arguments).  The
 * copies are then checked as if the program had been written that way,
 * and the code generator never sees an inline, a translator or an
 * xlate.  Only the members referenced are computed.
 * DTrace evaluates the operand of an xlate once, into a register that
 * stands for the translator's input while it generates a member's
 * translation (or all of them).  So does a member read alone here: the
 * operand is bound to a hidden clause-local variable first, and the
 * member's translation reads the variable, (this->%xlargN = operand,
 * translation) (dt_xl_member_expand); an operand that reads the same
 * each time (a variable, a constant, curthread, (T)arg0) is not bound.
 * A translation used whole (trace(*curpsinfo), s = xlate <T> (e), which
 * is then copied as any struct is) is built in a hidden clause-local
 * variable (DT_N_XLSTRUCT, dt_chk_xlate_whole), from the operand
 * evaluated once.
 *
 * The expressions are kept as parsed and never checked themselves (the
 * checker writes types and constant values into the nodes it checks): a
 * declaration is checked on a copy, and each use gets a fresh copy.
 *
 * A D library's inlines and translators (dt_dlib.c) are checked at their
 * first use, not when the library loads: a library over kernel types
 * (dlibs/procfs.d) must not make every script read the kernel's BTF.
 */
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"
#include "types/dt_ident.h"

/* ---- copies of parsed expressions --------------------------------------- */

/* a name to replace in a copy, and what replaces it */
typedef struct dt_xl_subst {
	const char *name;
	const dt_node_t *arg;
} dt_xl_subst_t;

static dt_node_t *dt_xl_copy_subst(dtrace_hdl_t *, const dt_node_t *,
    const dt_xl_subst_t *, int);

static dt_node_t *
dt_xl_copy_list(dtrace_hdl_t *dtp, const dt_node_t *n,
    const dt_xl_subst_t *sub, int nsub)
{
	dt_node_t *head = NULL, **tail = &head;

	for (; n != NULL; n = n->dn_next) {
		*tail = dt_xl_copy_subst(dtp, n, sub, nsub);
		tail = &(*tail)->dn_next;
	}
	return head;
}

/*
 * A copy of the expression n as the parser made it, with each plain
 * identifier named in sub[] (a translator's input, an inline array's
 * parameters) replaced by a copy of its argument: at once, so that an
 * argument naming another parameter is left alone.  Type names are
 * shared: checking them again gives the same type.
 */
static dt_node_t *
dt_xl_copy_subst(dtrace_hdl_t *dtp, const dt_node_t *n,
    const dt_xl_subst_t *sub, int nsub)
{
	dt_node_t *c;

	if (n == NULL)
		return NULL;
	for (int i = 0; i < nsub && n->dn_kind == DT_N_IDENT &&
	    n->dn_scope == DT_SCOPE_NONE; i++)
		if (strcmp(n->dn_str, sub[i].name) == 0)
			return dt_xl_copy_subst(dtp, sub[i].arg, NULL, 0);
	c = dt_arena_alloc(dtp->dt_carena, sizeof(*c));
	*c = *n;
	c->dn_next = NULL;
	if (!(n->dn_kind == DT_N_CAST && n->dn_type == NULL))
		c->dn_ctype = NULL;	/* else a type fixed here: keep it */
	c->dn_ident = NULL;
	/* the rest is checked anew */
	c->dn_flags = n->dn_flags & (DT_NF_INLARGS | DT_NF_XLBIND);
	c->dn_reg = 0;
	c->dn_left = dt_xl_copy_subst(dtp, n->dn_left, sub, nsub);
	c->dn_right = dt_xl_copy_subst(dtp, n->dn_right, sub, nsub);
	c->dn_cond = dt_xl_copy_subst(dtp, n->dn_cond, sub, nsub);
	c->dn_args = dt_xl_copy_list(dtp, n->dn_args, sub, nsub);
	return c;
}

/* the copy of n with identifier param (if not NULL) replaced by arg */
static dt_node_t *
dt_xl_copy(dtrace_hdl_t *dtp, const dt_node_t *n, const char *param,
    const dt_node_t *arg)
{
	dt_xl_subst_t sub = { param, arg };

	return dt_xl_copy_subst(dtp, n, &sub, param != NULL);
}

/* a copy of expression n, unchecked (a predicate checked again after its
   clause's actions, dt_check.c) */
dt_node_t *
dt_chk_copy_tree(dtrace_hdl_t *dtp, const dt_node_t *n)
{
	return dt_xl_copy(dtp, n, NULL, NULL);
}

/* (type)e with the type already known: dn_type is NULL (dt_check.c) */
static dt_node_t *
dt_xl_fixed_cast(dtrace_hdl_t *dtp, dt_node_t *e, dt_type_t *t, int line)
{
	dt_node_t *c = dt_arena_alloc(dtp->dt_carena, sizeof(*c));

	c->dn_kind = DT_N_CAST;
	c->dn_line = line;
	c->dn_left = e;
	c->dn_ctype = t;
	return c;
}

/* Put e where n is, keeping n's place in its list. */
static void
dt_xl_replace(dt_node_t *n, const dt_node_t *e)
{
	dt_node_t *next = n->dn_next;

	*n = *e;
	n->dn_next = next;
}

/*
 * May a value of type from be given to something of type to (a translator
 * member, an inline, a translator's input)?  D's rules for assignment:
 * integers to integers, pointers to pointers, strings and char arrays to
 * each other, and a type to itself.
 */
static bool
dt_xl_compat(const dt_type_t *to, const dt_type_t *from)
{
	if (to == from || strcmp(to->dt_name, from->dt_name) == 0)
		return true;
	if (dt_type_is_integer(to) && dt_type_is_integer(from))
		return true;
	if (dt_type_is_pointer(to) && dt_type_is_pointer(from))
		return true;
	return dt_type_is_string(to) && dt_type_is_string(from);
}

/* the path of the library being checked, kept for the handle's life */
static const char *
dt_xl_file(dtrace_hdl_t *dtp, const char *lib)
{
	return lib == NULL ? NULL : dt_arena_strdup(dtp->dt_arena, lib);
}

/* ---- inlines ------------------------------------------------------------ */

/*
 * An inline array's parameters stand for the arguments of each use
 * (inline fileinfo_t fds[int fd] = ...; fds[1].fi_name): a use is a copy
 * of the expression with each parameter replaced by its argument
 * converted to the parameter's type, as for a translator's input.  An
 * argument is evaluated where its parameter appears, as often as it
 * does (DTrace's code generator also compiles the argument at each use
 * of its parameter).  A parameter without a name takes its key and is
 * not used, as in DTrace.  An inline array needs a key signature:
 * DTrace refuses x[] and x[5].
 */
static int
dt_xl_inline_params(dt_chk_t *ck, const dt_node_t *n, const char *name,
    dt_node_t *params)
{
	const dt_node_t *d = n->dn_dclr;

	while (d != NULL && d->dn_dcl.dcl_kind != DT_DCL_IDENT &&
	    d->dn_dcl.dcl_inner != NULL &&
	    d->dn_dcl.dcl_inner->dn_dcl.dcl_kind != DT_DCL_IDENT)
		d = d->dn_dcl.dcl_inner;	/* the link outside the name */
	if (d != NULL && d->dn_dcl.dcl_kind == DT_DCL_ARRAY &&
	    d->dn_dcl.dcl_keys == NULL)
		return CK_ERR(ck, n, "D_DECL_ARRNULL", "inline declaration "
		    "%s: %s", d->dn_dcl.dcl_size == NULL ? "requires array "
		    "tuple signature" : "cannot be of scalar array type",
		    name);
	for (dt_node_t *p = params; p != NULL; p = p->dn_next)
		if (dt_chk_typename(ck, p) == NULL)
			return -1;
	return 0;
}

/* A value of type t standing for a parameter while the declaration of
   an inline array is checked. */
static dt_node_t *
dt_xl_inline_placeholder(dtrace_hdl_t *dtp, dt_type_t *t, int line)
{
	dt_node_t *z = dt_arena_alloc(dtp->dt_carena, sizeof(*z));

	z->dn_line = line;
	if (dt_type_is_string(t)) {
		z->dn_kind = DT_N_STR;
		z->dn_str = "";
		return z;
	}
	z->dn_kind = DT_N_INT;
	return dt_xl_fixed_cast(dtp, z, t, line);
}

/* Mark n and all below it as the expansion of an inline array's use. */
static void
dt_xl_mark_inlargs(dt_node_t *n)
{
	for (; n != NULL; n = n->dn_next) {
		n->dn_flags |= DT_NF_INLARGS;
		dt_xl_mark_inlargs(n->dn_left);
		dt_xl_mark_inlargs(n->dn_right);
		dt_xl_mark_inlargs(n->dn_cond);
		dt_xl_mark_inlargs(n->dn_args);
	}
}

/*
 * The expression of inline id over args (the uses' arguments, already
 * checked for number and type; NULL: placeholders), each converted to its
 * parameter's type.  NULL if a parameter's type cannot be resolved.
 */
static dt_node_t *
dt_xl_inline_expand(dt_chk_t *ck, const dt_node_t *expr,
    const dt_node_t *params, const dt_node_t *args, int line)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_xl_subst_t *sub;
	dt_node_t *e;
	int n = 0;

	for (const dt_node_t *p = params; p != NULL; p = p->dn_next)
		n++;
	sub = dt_arena_alloc(dtp->dt_carena, (size_t)n * sizeof(*sub) + 1);
	n = 0;
	for (const dt_node_t *p = params; p != NULL; p = p->dn_next) {
		dt_type_t *t = dt_chk_typename(ck, (dt_node_t *)p);
		dt_node_t *a;

		if (t == NULL)
			return NULL;
		if (args == NULL) {
			a = dt_xl_inline_placeholder(dtp, t, line);
		} else {
			a = dt_xl_copy(dtp, args, NULL, NULL);
			if (dt_type_is_scalar(t) && !dt_type_is_string(t))
				a = dt_xl_fixed_cast(dtp, a, t, line);
			args = args->dn_next;
		}
		if (p->dn_str != NULL)		/* else not used */
			sub[n++] = (dt_xl_subst_t){ p->dn_str, a };
	}
	e = dt_xl_copy_subst(dtp, expr, sub, n);
	if (params != NULL)
		dt_xl_mark_inlargs(e);
	return e;
}

/* inline type name = expr;  inline type name[type param, ...] = expr; */
int
dt_chk_inline_decl(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const char *name = NULL;
	dt_type_t *t = dt_chk_typespec(ck, n->dn_type);
	dt_node_t *params = NULL;
	dt_ident_t *id;
	dt_node_t *e;

	if (t == NULL || (t = dt_chk_declarator(ck, t, n->dn_dclr, &name,
	    &params)) == NULL)
		return -1;
	if (dt_chk_inline_taken(ck, n, name) != 0)	/* dt_check_var.c */
		return -1;
	if (dt_xl_inline_params(ck, n, name, params) != 0)
		return -1;
	if (ck->ck_lib == NULL) {
		e = dt_xl_inline_expand(ck, n->dn_left, params, NULL,
		    n->dn_line);
		if (e == NULL || (e->dn_kind == DT_N_XLATE ?
		    dt_chk_xlate_bare(ck, e) : dt_chk_expr(ck, e)) != 0)
			return -1;
		if (!dt_xl_compat(t, e->dn_ctype))
			return CK_ERR(ck, n, "D_OP_INCOMPAT", "inline %s "
			    "definition uses incompatible types: \"%s\" = "
			    "\"%s\"", name, t->dt_name, e->dn_ctype->dt_name);
	}
	id = dt_ident_add(dtp, &dtp->dt_globals, name, DT_ID_INLINE, t);
	id->di_inline = n->dn_left;
	id->di_iparams = params;
	id->di_file = dt_xl_file(dtp, ck->ck_lib);
	id->di_declared = true;
	return 0;
}

/* n, a use of inline id, becomes e (its expression, copied) and is
   checked */
static int
dt_xl_inline_put(dt_chk_t *ck, dt_node_t *n, dt_ident_t *id, dt_node_t *e)
{
	const char *tag = ck->ck_pcb->pcb_filetag;
	int rc;

	if (e->dn_kind == DT_N_XLATE) {	/* not followed by -> or . */
		dt_xl_replace(n, e);
		return dt_chk_xlate_whole(ck, n);
	}
	if (dt_type_is_scalar(id->di_type) && !dt_type_is_string(id->di_type))
		e = dt_xl_fixed_cast(ck->ck_dtp, e, id->di_type, n->dn_line);
	dt_xl_replace(n, e);
	if (id->di_file != NULL)	/* its errors are the library's */
		ck->ck_pcb->pcb_filetag = id->di_file;
	rc = dt_chk_expr(ck, n);
	ck->ck_pcb->pcb_filetag = tag;
	return rc;
}

/*
 * A use of an inline: the identifier becomes a copy of its expression,
 * converted to the inline's type when that is a scalar.  An inline array
 * is used with its arguments (dt_chk_inline_index).
 */
int
dt_chk_inline_use(dt_chk_t *ck, dt_node_t *n, dt_ident_t *id)
{
	if (id->di_iparams != NULL)
		return CK_ERR(ck, n, "D_IDENT_BADREF", "array '%s' may not "
		    "be referenced as scalar", id->di_name);
	return dt_xl_inline_put(ck, n, id,
	    dt_xl_copy(ck->ck_dtp, id->di_inline, NULL, NULL));
}

/* The inline without parameters whose value is an xlate (curpsinfo)
   that n names, or NULL. */
static dt_ident_t *
dt_xl_inline_var(dtrace_hdl_t *dtp, const dt_node_t *n)
{
	dt_ident_t *id;

	if (n->dn_kind != DT_N_IDENT || n->dn_scope != DT_SCOPE_NONE ||
	    (id = dt_ident_lookup(dtp->dt_globals, n->dn_str)) == NULL ||
	    id->di_kind != DT_ID_INLINE || id->di_iparams != NULL ||
	    id->di_inline->dn_kind != DT_N_XLATE)
		return NULL;
	return id;
}

/*
 * Is key k of a type DTrace calls dynamic: an aggregation, an xlate
 * (args[i] of a provider that translates is one), or an inline whose
 * value is one (curpsinfo, fds[0])?
 */
static bool
dt_chk_key_is_dynamic(dt_chk_t *ck, const dt_node_t *k)
{
	dt_ident_t *id;

	if (k->dn_kind == DT_N_AGG || k->dn_kind == DT_N_XLATE ||
	    k->dn_kind == DT_N_XLSTRUCT)	/* an xlate once checked */
		return true;
	if ((id = dt_chk_inline_array(ck, k)) != NULL)
		return id->di_inline->dn_kind == DT_N_XLATE;
	return dt_xl_inline_var(ck->ck_dtp, k) != NULL;
}

/*
 * Check the expression of key k, number i of an aggregation or an
 * associative array (what): no key may be dynamic (DTrace's
 * dt_idcook_assc).  It is asked before the check, as an aggregation is
 * no expression, and after it, as args[i] becomes an xlate then.
 */
int
dt_chk_key_expr(dt_chk_t *ck, dt_node_t *k, const char *what, int i)
{
	if (!dt_chk_key_is_dynamic(ck, k)) {
		if (dt_chk_expr(ck, k) != 0)
			return -1;
		if (!dt_chk_key_is_dynamic(ck, k))
			return 0;
	}
	return CK_ERR(ck, k, "D_KEY_TYPE", "dynamic variable expression may "
	    "not be used as %s index: key #%d", what, i + 1);
}

/* The inline array n (name[args]) uses, or NULL if it is not one. */
dt_ident_t *
dt_chk_inline_array(dt_chk_t *ck, const dt_node_t *n)
{
	const dt_node_t *v = n->dn_left;
	dt_ident_t *id;

	if (n->dn_kind != DT_N_INDEX || v->dn_kind != DT_N_IDENT ||
	    v->dn_scope != DT_SCOPE_NONE ||
	    (id = dt_ident_lookup(ck->ck_dtp->dt_globals, v->dn_str)) == NULL ||
	    id->di_kind != DT_ID_INLINE || id->di_iparams == NULL)
		return NULL;
	return id;
}

/*
 * The arguments of n, a use of inline array id, against its parameters
 * (DTrace's messages for an array's keys), checked on copies.
 */
static int
dt_xl_inline_args(dt_chk_t *ck, const dt_node_t *n, const dt_ident_t *id)
{
	int argc = 0, nparams = 0, i = 1;
	const dt_node_t *a, *p;

	for (a = n->dn_args; a != NULL; a = a->dn_next)
		argc++;
	for (p = id->di_iparams; p != NULL; p = p->dn_next)
		nparams++;
	if (argc != nparams)
		return CK_ERR(ck, n, "D_PROTO_LEN", "%s[ ] prototype "
		    "mismatch: %d key%s passed, %d expected", id->di_name,
		    argc, argc == 1 ? "" : "s", nparams);
	p = id->di_iparams;
	for (a = n->dn_args; a != NULL; a = a->dn_next, p = p->dn_next) {
		dt_node_t *c = dt_xl_copy(ck->ck_dtp, a, NULL, NULL);
		dt_type_t *t = dt_chk_typename(ck, (dt_node_t *)p);

		if (t == NULL || dt_chk_expr(ck, c) != 0)
			return -1;
		if (!dt_xl_compat(t, c->dn_ctype))
			return CK_ERR(ck, n, "D_PROTO_ARG", "%s[ ] key #%d is "
			    "incompatible with prototype:\n\tprototype: %s\n"
			    "\t      key: %s", id->di_name, i, t->dt_name,
			    c->dn_ctype->dt_name);
		i++;
	}
	return 0;
}

/* the expression of n, a use of inline array id, or NULL on an error */
static dt_node_t *
dt_xl_inline_apply(dt_chk_t *ck, const dt_node_t *n, dt_ident_t *id)
{
	const char *tag = ck->ck_pcb->pcb_filetag;
	dt_node_t *e;

	if (dt_xl_inline_args(ck, n, id) != 0)
		return NULL;
	if (id->di_file != NULL)	/* the parameters' types */
		ck->ck_pcb->pcb_filetag = id->di_file;
	e = dt_xl_inline_expand(ck, id->di_inline, id->di_iparams,
	    n->dn_args, n->dn_line);
	ck->ck_pcb->pcb_filetag = tag;
	return e;
}

/* name[args], a use of inline array id */
int
dt_chk_inline_index(dt_chk_t *ck, dt_node_t *n, dt_ident_t *id)
{
	dt_node_t *e = dt_xl_inline_apply(ck, n, id);

	return e == NULL ? -1 : dt_xl_inline_put(ck, n, id, e);
}

/* ---- translators -------------------------------------------------------- */

static const dt_node_t *dt_xl_bind(dt_chk_t *, const dt_node_t *xl,
    dt_node_t **chain);

/* The input's type and the members of translator x; a new declaration
   (isnew) must not declare a translation that is declared already. */
static int
dt_xl_check_body(dt_chk_t *ck, dt_xlator_t *x, bool isnew)
{
	dt_node_t *n = x->dx_node;
	dt_type_t *out = x->dx_out;
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *in = n->dn_xlfrom, *m, *e, *ph;
	dt_type_t *it = dt_chk_typespec(ck, in->dn_type);
	const dt_xlator_t *o;
	dt_member_t *dm;

	if (it == NULL || (it = dt_chk_declarator(ck, it, in->dn_dclr, NULL,
	    NULL)) == NULL)
		return -1;
	for (o = dtp->dt_xlators; isnew && o != NULL; o = o->dx_next)
		if (o->dx_in != NULL && o->dx_out == out &&
		    strcmp(o->dx_in->dt_name, it->dt_name) == 0)
			return CK_ERR(ck, n, "D_XLATE_REDECL", "translator from "
			    "%s to %s has already been declared", it->dt_name,
			    out->dt_name);
	/* the input, in the members, is a value of its type */
	ph = dt_xl_fixed_cast(dtp, NULL, it, n->dn_line);
	for (m = n->dn_list; m != NULL; m = m->dn_next) {
		if ((dm = dt_type_member(out, m->dn_str)) == NULL)
			return CK_ERR(ck, n, "D_XLATE_MEMB", "translator member "
			    "%s is not a member of %s", m->dn_str, out->dt_name);
		e = dt_xl_copy(dtp, m->dn_left, in->dn_str, ph);
		if ((e->dn_kind == DT_N_XLATE ? dt_chk_xlate_bare(ck, e) :
		    dt_chk_expr(ck, e)) != 0)
			return -1;	/* a member may be translated itself */
		if (!dt_xl_compat(dm->dm_type, e->dn_ctype))
			return CK_ERR(ck, n, "D_XLATE_INCOMPAT", "translator "
			    "member %s definition uses incompatible types: "
			    "\"%s\" = \"%s\"", m->dn_str, dm->dm_type->dt_name,
			    e->dn_ctype->dt_name);
	}
	x->dx_in = it;
	return 0;
}

/* A library's translator, at its first use: its errors are the
   library's ("/usr/lib/dtrace/x.d", line 3: ...). */
static int
dt_xl_check_lib(dt_chk_t *ck, dt_xlator_t *x)
{
	const char *tag = ck->ck_pcb->pcb_filetag;
	int rc;

	ck->ck_pcb->pcb_filetag = x->dx_file;
	rc = dt_xl_check_body(ck, x, false);
	ck->ck_pcb->pcb_filetag = tag;
	return rc;
}

/* translator out < in name > { member = expr; ... }; */
int
dt_chk_xlator_decl(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_type_t *out = dt_chk_typename(ck, n->dn_type);
	dt_xlator_t *x, **tail;

	if (out == NULL)
		return -1;
	if (out->dt_kind != DT_TK_STRUCT && out->dt_kind != DT_TK_UNION)
		return CK_ERR(ck, n, "D_XLATE_SOU", "translator output type "
		    "must be a struct or union");
	if (!out->dt_complete)
		return CK_ERR(ck, n, "D_XLATE_SOU", "incomplete "
		    "struct/union/enum %s", out->dt_name);
	x = dt_arena_alloc(dtp->dt_arena, sizeof(*x));
	x->dx_node = n;
	x->dx_out = out;
	x->dx_param = n->dn_xlfrom->dn_str;
	x->dx_file = dt_xl_file(dtp, ck->ck_lib);
	if (ck->ck_lib == NULL && dt_xl_check_body(ck, x, true) != 0)
		return -1;
	for (tail = &dtp->dt_xlators; *tail != NULL; tail = &(*tail)->dx_next)
		;
	*tail = x;
	return 0;
}

/*
 * The translator for xlate <to> (operand): one to to's struct (or what
 * to points to) from the operand's type, or else from a type it may be
 * given to (any pointer to a pointer), the last declared first.  A
 * library's translator is checked here, at its first use.
 */
static dt_xlator_t *
dt_xl_find(dt_chk_t *ck, dt_node_t *xl, dt_type_t **top)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_type_t *to = dt_chk_typename(ck, xl->dn_type), *out, *it;
	dt_xlator_t *x, *found = NULL, *exact = NULL;
	dt_node_t *arg;

	if (to == NULL)
		return NULL;
	*top = to;
	out = dt_type_is_pointer(to) ? to->dt_ref : to;
	if (out->dt_kind != DT_TK_STRUCT && out->dt_kind != DT_TK_UNION) {
		CK_ERR(ck, xl, "D_XLATE_SOU", "translator output type must be "
		    "a struct or union");
		return NULL;
	}
	arg = dt_xl_copy(dtp, xl->dn_left, NULL, NULL);
	if ((arg->dn_kind == DT_N_XLATE ? dt_chk_xlate_bare(ck, arg) :
	    dt_chk_expr(ck, arg)) != 0)
		return NULL;	/* an xlate's operand may be translated data */
	it = arg->dn_ctype;
	for (x = dtp->dt_xlators; x != NULL; x = x->dx_next) {
		if (x->dx_out != out && strcmp(x->dx_out->dt_name,
		    out->dt_name) != 0)
			continue;
		if (x->dx_in == NULL && dt_xl_check_lib(ck, x) != 0)
			return NULL;
		if (x->dx_in == it || strcmp(x->dx_in->dt_name,
		    it->dt_name) == 0)
			exact = x;
		else if (dt_xl_compat(x->dx_in, it) &&
		    dt_type_is_pointer(x->dx_in) == dt_type_is_pointer(it))
			found = x;
	}
	if (exact != NULL)	/* io.d's fileinfo_t from a file or a bio */
		found = exact;
	if (found == NULL)
		CK_ERR(ck, xl, "D_XLATE_NONE", "cannot translate from \"%s\" "
		    "to \"%s\"", it->dt_name, to->dt_name);
	return found;
}

/*
 * The definition of member n->dn_str in translator x (the last one
 * counts), after checking that n's operator suits the xlate's type to;
 * NULL with the error given if there is none.
 */
static dt_node_t *
dt_xl_member_def(dt_chk_t *ck, dt_node_t *n, const dt_xlator_t *x,
    const dt_type_t *to, dt_member_t **dmp)
{
	dt_node_t *m, *def = NULL;

	if (n->dn_kind == DT_N_PTRMEMBER && !dt_type_is_pointer(to)) {
		CK_ERR(ck, n, "D_OP_PTR", "operator -> must be applied to a "
		    "pointer");
		return NULL;
	}
	if (n->dn_kind == DT_N_MEMBER && dt_type_is_pointer(to)) {
		CK_ERR(ck, n, "D_OP_SOU", "operator . cannot be applied to "
		    "type \"%s\"; must be applied to a struct or union",
		    to->dt_name);
		return NULL;
	}
	for (m = x->dx_node->dn_list; m != NULL; m = m->dn_next)
		if (strcmp(m->dn_str, n->dn_str) == 0)
			def = m;
	if (def == NULL ||
	    (*dmp = dt_type_member(x->dx_out, n->dn_str)) == NULL) {
		CK_ERR(ck, n, "D_XLATE_NOCONV", "translator does not define "
		    "conversion for member: %s", n->dn_str);
		return NULL;
	}
	return def;
}

/* (chain, e): e once the input its translation reads is bound */
static dt_node_t *
dt_xl_bound(dtrace_hdl_t *dtp, dt_node_t *chain, dt_node_t *e)
{
	dt_node_t *comma = dt_arena_alloc(dtp->dt_carena, sizeof(*comma));

	comma->dn_kind = DT_N_BINARY;
	comma->dn_op = DT_OP_COMMA;
	comma->dn_line = e->dn_line;
	comma->dn_left = chain;
	comma->dn_right = e;
	comma->dn_flags = DT_NF_XLBIND;
	return comma;
}

/*
 * The translation def (a member of translator x) of a member of xlate
 * xl read alone, over xl's operand evaluated once, as DTrace evaluates
 * it into the register that stands for the input:
 * (this->%xlargN = operand, translation over this->%xlargN), the operand
 * evaluated even where the translation does not read it.  A translation
 * that is itself an xlate (psinfo_t's pr_start) takes the binding into
 * its own operand, so that it stays an xlate, read by member or whole.
 */
static dt_node_t *
dt_xl_member_expand(dt_chk_t *ck, const dt_xlator_t *x,
    const dt_node_t *def, const dt_node_t *xl)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *chain = NULL, *e;
	const dt_node_t *arg = dt_xl_bind(ck, xl, &chain);

	e = dt_xl_copy(dtp, def->dn_left, x->dx_param, arg);
	if (chain == NULL)
		return e;
	if (e->dn_kind == DT_N_XLATE) {
		e->dn_left = dt_xl_bound(dtp, chain, e->dn_left);
		return e;
	}
	return dt_xl_bound(dtp, chain, e);
}

/*
 * The operand l of a member operator, made an unchecked xlate where it
 * stands for one: an inline whose value is an xlate (curpsinfo), or a
 * member of an xlate whose translation is itself an xlate (psinfo_t's
 * pr_start, a timestruc_t translated from nanoseconds), so that
 * curpsinfo->pr_start.tv_sec is a member of that inner xlate.
 */
static int
dt_xl_resolve(dt_chk_t *ck, dt_node_t *l)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *ll = l->dn_left, *def;
	dt_member_t *dm;
	dt_xlator_t *x;
	dt_type_t *to;
	dt_ident_t *id;

	if ((id = dt_xl_inline_var(dtp, l)) != NULL)
		dt_xl_replace(l, dt_xl_copy(dtp, id->di_inline, NULL, NULL));
	if ((id = dt_chk_inline_array(ck, l)) != NULL &&
	    id->di_inline->dn_kind == DT_N_XLATE) {	/* fds[fd].fi_name */
		dt_node_t *e = dt_xl_inline_apply(ck, l, id);

		if (e == NULL)
			return -1;
		dt_xl_replace(l, e);
	}
	if ((l->dn_kind != DT_N_MEMBER && l->dn_kind != DT_N_PTRMEMBER) ||
	    l->dn_ctype != NULL)
		return 0;
	if (dt_xl_resolve(ck, ll) != 0)
		return -1;
	if (ll->dn_kind != DT_N_XLATE || ll->dn_ctype != NULL)
		return 0;
	if ((x = dt_xl_find(ck, ll, &to)) == NULL ||
	    (def = dt_xl_member_def(ck, l, x, to, &dm)) == NULL)
		return -1;
	if (def->dn_left->dn_kind == DT_N_XLATE)
		dt_xl_replace(l, dt_xl_member_expand(ck, x, def, ll));
	return 0;
}

/*
 * xlate <T> (e).m and xlate <T *> (e)->m, also through an inline whose
 * value is an xlate (curpsinfo->pr_pid) and through a member translated
 * to a struct (curpsinfo->pr_start.tv_sec): n becomes the member's
 * expression over e, evaluated once (dt_xl_member_expand).  Returns 1 if
 * n is not a member of an xlate.
 */
int
dt_chk_xlate_member(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *l = n->dn_left, *def, *e;
	dt_xlator_t *x;
	dt_member_t *dm;
	dt_type_t *to;

	if (dt_chk_is_args(ck, l)) {
		if (dt_chk_args_expand(ck, l) != 0)
			return -1;	/* a translated args[i] (dt_args.c) */
	} else if (dt_xl_resolve(ck, l) != 0) {
		return -1;
	}
	if (l->dn_kind != DT_N_XLATE || l->dn_ctype != NULL)
		return 1;
	if ((x = dt_xl_find(ck, l, &to)) == NULL ||
	    (def = dt_xl_member_def(ck, n, x, to, &dm)) == NULL)
		return -1;
	e = dt_xl_member_expand(ck, x, def, l);
	if (dt_type_is_scalar(dm->dm_type) && !dt_type_is_string(dm->dm_type))
		e = dt_xl_fixed_cast(dtp, e, dm->dm_type, n->dn_line);
	dt_xl_replace(n, e);
	if (n->dn_kind == DT_N_XLATE)	/* a struct member read whole */
		return dt_chk_xlate_whole(ck, n);
	return dt_chk_expr(ck, n);
}

/*
 * An xlate used as a whole: typed (for an inline's declaration and for
 * casts) but refused as a value, which the code generator cannot make.
 */
int
dt_chk_xlate_bare(dt_chk_t *ck, dt_node_t *n)
{
	dt_type_t *to;

	if (dt_xl_find(ck, n, &to) == NULL)
		return -1;
	n->dn_ctype = to;
	return 0;
}

/* (type)xlate <...> (e): DTrace refuses to cast translated data */
int
dt_chk_xlate_cast(dt_chk_t *ck, dt_node_t *n)
{
	dt_type_t *to, *t;

	if (dt_xl_find(ck, n->dn_left, &to) == NULL ||
	    (t = dt_chk_typename(ck, n->dn_type)) == NULL)
		return -1;
	return CK_ERR(ck, n, "D_CAST_INVAL", "invalid cast expression: "
	    "\"%s\" to \"%s\"", dt_type_is_pointer(to) ?
	    "pointer to translated data" : "translated data", t->dt_name);
}

static dt_node_t *
dt_xl_node(dtrace_hdl_t *dtp, dt_nodekind_t kind, int line)
{
	dt_node_t *n = dt_arena_alloc(dtp->dt_carena, sizeof(*n));

	n->dn_kind = kind;
	n->dn_line = line;
	return n;
}

/* *chain = *chain, e (or e if it is the first) */
static void
dt_xl_chain(dtrace_hdl_t *dtp, dt_node_t **chain, dt_node_t *e)
{
	dt_node_t *comma;

	if (*chain == NULL) {
		*chain = e;
		return;
	}
	comma = dt_xl_node(dtp, DT_N_BINARY, e->dn_line);
	comma->dn_op = DT_OP_COMMA;
	comma->dn_left = *chain;
	comma->dn_right = e;
	*chain = comma;
}

/* A clause-local variable of type t that no program can name
   (this->%<prefix>N), as an unchecked identifier. */
static dt_node_t *
dt_xl_hidden_var(dtrace_hdl_t *dtp, const char *prefix, dt_type_t *t,
    int line)
{
	dt_node_t *var;
	char name[32];
	int k = 0;

	do
		snprintf(name, sizeof(name), "%%%s%d", prefix, k++);
	while (dt_ident_lookup(dtp->dt_thisvars, name) != NULL);
	dt_ident_add(dtp, &dtp->dt_thisvars, name, DT_ID_THIS, t);
	var = dt_xl_node(dtp, DT_N_IDENT, line);
	var->dn_scope = DT_SCOPE_THIS;
	var->dn_str = dt_arena_strdup(dtp->dt_carena, name);
	return var;
}

/*
 * Does e read the same each time, with nothing else done: a constant, a
 * variable (curthread too), a cast of one ((struct bio *)arg0, a
 * translated args[i]), an inline whose expression does or is an xlate
 * (curpsinfo: translating curthread again is the same), the placeholder
 * for a translator's input while its declaration is checked?
 */
static bool
dt_xl_rereadable(dtrace_hdl_t *dtp, const dt_node_t *e, int depth)
{
	const dt_ident_t *id;

	while (e->dn_kind == DT_N_CAST && e->dn_left != NULL)
		e = e->dn_left;
	if (e->dn_kind == DT_N_INT || e->dn_kind == DT_N_STR ||
	    e->dn_kind == DT_N_CAST)	/* an input's placeholder */
		return true;
	if (e->dn_kind != DT_N_IDENT)
		return false;
	if (e->dn_scope != DT_SCOPE_NONE ||
	    (id = dt_ident_lookup(dtp->dt_globals, e->dn_str)) == NULL ||
	    id->di_kind != DT_ID_INLINE)
		return true;
	if (id->di_inline->dn_kind == DT_N_XLATE)
		return true;	/* curpsinfo: translated again, as before */
	return id->di_iparams == NULL && depth < 8 &&
	    dt_xl_rereadable(dtp, id->di_inline, depth + 1);
}

/*
 * The operand of xlate xl evaluated once, as DTrace binds a translator's
 * input to one register while it builds the struct or a member:
 * this->%xlargN = operand goes on the chain, and the members read the
 * variable.  Returns what the members are to read for the input: the
 * variable, or the operand itself where reading it again is the same
 * (dt_xl_rereadable) or where a copy would not be the same (a char
 * array, a struct in memory, a pointer to user memory).
 */
static const dt_node_t *
dt_xl_bind(dt_chk_t *ck, const dt_node_t *xl, dt_node_t **chain)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const dt_node_t *e = xl->dn_left;
	dt_node_t *c, *var, *a;
	dt_type_t *t;

	if (dt_xl_rereadable(dtp, e, 0))
		return e;
	c = dt_xl_copy(dtp, e, NULL, NULL);
	if ((c->dn_kind == DT_N_XLATE ? dt_chk_xlate_bare(ck, c) :
	    dt_chk_expr(ck, c)) != 0)
		return e;	/* the error comes again where e is used */
	t = c->dn_ctype;
	if ((c->dn_flags & DT_NF_USERLAND) ||
	    (!dt_type_is_scalar(t) && t->dt_kind != DT_TK_STRING &&
	    !(c->dn_kind == DT_N_XLATE && !dt_type_is_pointer(t))))
		return e;
	var = dt_xl_hidden_var(dtp, "xlarg", t, xl->dn_line);
	a = dt_xl_node(dtp, DT_N_ASSIGN, xl->dn_line);
	a->dn_op = '=';
	a->dn_left = var;
	a->dn_right = dt_xl_copy(dtp, e, NULL, NULL);
	dt_xl_chain(dtp, chain, a);
	return var;
}

/* the definition of member name in translator x: the last one counts */
static const dt_node_t *
dt_xl_def(const dt_xlator_t *x, const char *name)
{
	const dt_node_t *m, *def = NULL;

	for (m = x->dx_node->dn_list; m != NULL; m = m->dn_next)
		if (strcmp(m->dn_str, name) == 0)
			def = m;
	return def;
}

static int dt_xl_fill(dt_chk_t *, const dt_xlator_t *, const dt_node_t *xl,
    const dt_node_t *arg, const dt_node_t *lhs, dt_node_t **chain,
    int depth);

/*
 * lm = e, member dm of the struct being filled given its translation e:
 * a scalar converted to the member's type (a bit-field too), a char array
 * from a string or char array, a struct or union copied, another array
 * copied whole (DT_NF_XLCOPY: D itself has no array assignment).  A
 * member translated by an xlate of its own type (psinfo_t's pr_start) is
 * filled member by member instead.
 */
static int
dt_xl_fill_member(dt_chk_t *ck, const dt_member_t *dm, dt_node_t *lm,
    dt_node_t *e, dt_node_t **chain, int depth)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const dt_node_t *iarg;
	dt_xlator_t *ix;
	dt_type_t *ito;
	dt_node_t *a;

	if (e->dn_kind == DT_N_XLATE && depth < 8) {
		if ((ix = dt_xl_find(ck, e, &ito)) == NULL)
			return -1;
		if (ito == dm->dm_type) {
			iarg = dt_xl_bind(ck, e, chain);
			return dt_xl_fill(ck, ix, e, iarg, lm, chain,
			    depth + 1);
		}
	}
	if (dt_type_is_scalar(dm->dm_type) &&
	    !dt_type_is_string(dm->dm_type) && e->dn_kind != DT_N_XLATE)
		e = dt_xl_fixed_cast(dtp, e, dm->dm_type, e->dn_line);
	a = dt_xl_node(dtp, DT_N_ASSIGN, lm->dn_line);
	a->dn_op = '=';
	a->dn_left = lm;
	a->dn_right = e;
	if (dm->dm_type->dt_kind == DT_TK_ARRAY &&
	    !dt_type_is_string(dm->dm_type))
		a->dn_flags |= DT_NF_XLCOPY;
	dt_xl_chain(dtp, chain, a);
	return 0;
}

/*
 * The assignments that fill lhs, a D struct variable of translator x's
 * output type, with the translation of xlate xl whose input the members
 * read as arg (dt_xl_bind): lhs.m = e for each member m the translator
 * defines (dt_xl_fill_member).  Members the translator leaves out are not
 * assigned: the variable is zeroed first.
 */
static int
dt_xl_fill(dt_chk_t *ck, const dt_xlator_t *x, const dt_node_t *xl,
    const dt_node_t *arg, const dt_node_t *lhs, dt_node_t **chain,
    int depth)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const dt_member_t *dm;
	const dt_node_t *def;
	dt_node_t *lm, *e;

	for (dm = x->dx_out->dt_members; dm != NULL; dm = dm->dm_next) {
		if ((def = dt_xl_def(x, dm->dm_name)) == NULL)
			continue;
		lm = dt_xl_node(dtp, DT_N_MEMBER, xl->dn_line);
		lm->dn_left = dt_xl_copy(dtp, lhs, NULL, NULL);
		lm->dn_str = dm->dm_name;
		e = dt_xl_copy(dtp, def->dn_left, x->dx_param, arg);
		if (dt_xl_fill_member(ck, dm, lm, e, chain, depth) != 0)
			return -1;
	}
	return 0;
}

/*
 * xlate <T> (e) or xlate <T *> (e) used whole: trace(*curpsinfo),
 * print(curpsinfo), s = xlate <T> (e).  DTrace builds the translated
 * struct in scratch memory; here it is built in a clause-local variable
 * of its own (this->%xlateN, a name no program can write), zeroed, then
 * filled member by member (dt_xl_fill) from the operand evaluated once
 * (dt_xl_bind), and n becomes a DT_N_XLSTRUCT whose value is the
 * variable's address: a pointer for xlate <T *>, the struct (which D
 * handles by its address, and an assignment copies) for xlate <T>.
 */
int
dt_chk_xlate_whole(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *var, *chain = NULL;
	const dt_node_t *arg;
	dt_type_t *to, *out;
	dt_xlator_t *x;

	if ((x = dt_xl_find(ck, n, &to)) == NULL)
		return -1;
	out = dt_type_is_pointer(to) ? to->dt_ref : to;
	var = dt_xl_hidden_var(dtp, "xlate", out, n->dn_line);
	arg = dt_xl_bind(ck, n, &chain);
	if (dt_xl_fill(ck, x, n, arg, var, &chain, 0) != 0)
		return -1;
	n->dn_kind = DT_N_XLSTRUCT;
	n->dn_left = var;
	n->dn_right = chain;
	if (dt_chk_expr(ck, var) != 0 ||
	    (chain != NULL && dt_chk_expr(ck, chain) != 0))
		return -1;
	n->dn_ctype = to;
	if (!dt_type_is_pointer(to))
		n->dn_flags |= DT_NF_LVALUE;	/* a struct in memory */
	return 0;
}
