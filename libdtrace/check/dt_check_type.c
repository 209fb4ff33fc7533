/*
 * dt_check_type.c -- the checker's type names: declaration specifiers
 * (int, unsigned long, struct tag { ... }, enum, typedef names) and
 * declarators (pointers, arrays, function pointers) applied to them, for
 * declarations, casts, sizeof and offsetof; which pointers D lets a
 * program store through (dt_chk_ptrstore); and indexing a pointer or an
 * array (dt_chk_index), a constant index against the array's bounds
 * (dt_chk_array_bounds).
 *
 * D's own types come first: the built-in ones and those the program
 * declares; names D does not know are the kernel's (dt_check_btf.c).
 */
#include <string.h>

#include "check/dt_check.h"
#include "types/dt_ident.h"

static dt_type_t *
dt_chk_intspec(dt_typetab_t *tt, const dt_typespec_t *ts)
{
	bool u = ts->ts_flags & DT_TSF_UNSIGNED;

	if (ts->ts_kind == DT_TS_CHAR)
		return u ? tt->tt_uchar : tt->tt_char;
	if (ts->ts_flags & DT_TSF_SHORT)
		return u ? tt->tt_ushort : tt->tt_short;
	if (ts->ts_flags & DT_TSF_LONGLONG)
		return u ? tt->tt_ullong : tt->tt_llong;
	if (ts->ts_flags & DT_TSF_LONG)
		return u ? tt->tt_ulong : tt->tt_long;
	return u ? tt->tt_uint : tt->tt_int;
}

/*
 * A bit-field member's width (declarator : width), checked as DTrace does:
 * a positive integer constant no wider than its integer type.  0 and no
 * error for an unnamed ": 0", which C uses to close a storage unit and
 * DTrace ignores (its layout never shares one).
 */
static int
dt_chk_bitwidth(dt_chk_t *ck, dt_node_t *d, const dt_member_t *m,
    int *bits)
{
	const char *idname = *m->dm_name ? m->dm_name : "(anon)";
	dt_node_t *w = d->dn_dcl.dcl_bits;

	if (dt_chk_expr(ck, w) != 0)
		return -1;
	*bits = 0;
	if (!*m->dm_name && (w->dn_flags & DT_NF_CONST) && w->dn_int == 0)
		return 0;
	if (!(w->dn_flags & DT_NF_CONST) || !dt_type_is_integer(w->dn_ctype) ||
	    (int64_t)w->dn_int <= 0)
		return CK_ERR(ck, w, "D_DECL_BFCONST", "positive integral "
		    "constant expression expected as bit-field size");
	if (m->dm_type->dt_kind != DT_TK_INT || m->dm_type->dt_size == 0)
		return CK_ERR(ck, w, "D_DECL_BFTYPE", "invalid type for "
		    "bit-field: %s", idname);
	if (w->dn_int > m->dm_type->dt_size * 8)
		return CK_ERR(ck, w, "D_DECL_BFSIZE", "bit-field too big for "
		    "type: %s", idname);
	*bits = (int)w->dn_int;
	return 0;
}

/*
 * Place member m of a struct as DTrace's CTF library does: after the last
 * bit of the previous member (*end, in bits), rounded up to a byte and
 * then to the member's alignment.  A bit-field takes the smallest power
 * of two bytes that holds its width, aligned to that size, its bits at
 * the bottom: so DTrace's struct { int a : 1; int b : 3; } is 2 bytes.
 * The struct ends where its last member does: DTrace pads no tail.
 */
/* A member's size and alignment: a bit-field's is the smallest power of
   two bytes that holds its width (DTrace makes it an integer that wide). */
static size_t
dt_chk_member_size(const dt_typetab_t *tt, const dt_member_t *m)
{
	size_t size = 1;

	if (m->dm_bits == 0)	/* a string: strsize bytes */
		return dt_type_field_size(tt, m->dm_type);
	while (size * 8 < (size_t)m->dm_bits)
		size *= 2;
	return size;
}

static size_t
dt_chk_member_align(const dt_typetab_t *tt, const dt_member_t *m)
{
	return m->dm_bits ? dt_chk_member_size(tt, m) : m->dm_type->dt_align;
}

/*
 * Place member m of a struct as DTrace's CTF library does: after the last
 * bit of the previous member (*end, in bits), rounded up to a byte and
 * then to the member's alignment, a bit-field's bits at the bottom of
 * its bytes: so DTrace's struct { int a : 1; int b : 3; } is 2 bytes.
 * Returns where m ends: the struct's size so far, as DTrace pads no tail.
 */
static size_t
dt_chk_member_place(const dt_typetab_t *tt, dt_member_t *m, size_t *end)
{
	size_t size = dt_chk_member_size(tt, m);
	size_t a = dt_chk_member_align(tt, m);
	size_t off = ((*end + 7) / 8 + a - 1) & ~(a - 1);

	m->dm_off = off;
	*end = off * 8 + (m->dm_bits ? (size_t)m->dm_bits : size * 8);
	return off + size;
}

/*
 * Does declarator d make a function (int f()) rather than a pointer to
 * one (int (*f)())?  Its derivations run from the base type inwards to
 * the name, so the last one before the name decides.
 */
static bool
dt_chk_dclr_is_func(const dt_node_t *d)
{
	int last = DT_DCL_IDENT;

	for (; d != NULL; d = d->dn_dcl.dcl_inner)
		if (d->dn_dcl.dcl_kind != DT_DCL_IDENT)
			last = d->dn_dcl.dcl_kind;
	return last == DT_DCL_FUNC;
}

/*
 * A member must have a size: not a struct or union only declared so far
 * (which includes the one being defined), and not void or a function.
 */
static int
dt_chk_member_type(dt_chk_t *ck, dt_node_t *d, const dt_member_t *m)
{
	const dt_type_t *t = m->dm_type;

	if ((t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION) &&
	    !t->dt_complete)
		return CK_ERR(ck, d, "D_DECL_INCOMPLETE", "incomplete "
		    "struct/union/enum %s: %s", t->dt_name, m->dm_name);
	if (t->dt_kind == DT_TK_VOID || t->dt_kind == DT_TK_FUNC ||
	    dt_chk_dclr_is_func(d))
		return CK_ERR(ck, d, "D_DECL_VOIDOBJ", "cannot have void "
		    "member: %s", m->dm_name);
	return 0;
}

/* Whether the members of t so far hold one named name */
static bool
dt_chk_member_dup(const dt_type_t *t, const char *name)
{
	for (const dt_member_t *m = t->dt_members; m != NULL; m = m->dm_next)
		if (strcmp(m->dm_name, name) == 0)
			return true;
	return false;
}

static int
dt_chk_struct_body(dt_chk_t *ck, dt_type_t *t, dt_node_t *members)
{
	const dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	dt_member_t **tail = &t->dt_members;
	size_t end = 0, uend, size = 0, align = 1, msize;
	dt_node_t *md, *d;

	for (md = members; md != NULL; md = md->dn_next) {
		dt_type_t *base = NULL;

		for (d = md->dn_list; d != NULL; d = d->dn_next) {
			dt_member_t *m = dt_arena_alloc(ck->ck_dtp->dt_arena,
			    sizeof(*m));
			const char *name = NULL;

			if (base == NULL) {
				if ((base = dt_chk_typespec(ck, md->dn_type)) == NULL)
					return -1;
			}
			if ((m->dm_type = dt_chk_declarator(ck, base, d,
			    &name, NULL)) == NULL)
				return -1;
			m->dm_name = name ? name : "";
			if (*m->dm_name && dt_chk_member_dup(t, m->dm_name))
				return CK_ERR(ck, d, "D_UNKNOWN", "failed to "
				    "define member '%s': Duplicate member or "
				    "variable name", m->dm_name);
			if (dt_chk_member_type(ck, d, m) != 0)
				return -1;
			if (d->dn_dcl.dcl_bits != NULL) {
				if (dt_chk_bitwidth(ck, d, m, &m->dm_bits) != 0)
					return -1;
				if (m->dm_bits == 0)
					continue;	/* unnamed : 0 */
			}
			if (dt_chk_member_align(tt, m) > align)
				align = dt_chk_member_align(tt, m);
			if (t->dt_kind == DT_TK_STRUCT) {
				size = dt_chk_member_place(tt, m, &end);
			} else {	/* a union's members all start at 0 */
				uend = 0;
				msize = dt_chk_member_place(tt, m, &uend);
				size = msize > size ? msize : size;
			}
			*tail = m;
			tail = &m->dm_next;
		}
	}
	t->dt_align = align;
	t->dt_size = size;
	t->dt_complete = true;
	return 0;
}

/*
 * No module, or one of the two that DTrace keeps for itself: D`, its own
 * types and those the program declares, and C`, the C language's.  Both
 * are the one table here (D`dqstr_t is the program's typedef dqstr_t).
 */
static bool
dt_chk_is_dmod(const char *mod)
{
	return mod == NULL || strcmp(mod, "D") == 0 || strcmp(mod, "C") == 0;
}

static dt_type_t *
dt_chk_tagged(dt_chk_t *ck, const dt_typespec_t *ts, int line)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	dt_typekind_t kind = ts->ts_kind == DT_TS_STRUCT ? DT_TK_STRUCT :
	    ts->ts_kind == DT_TS_UNION ? DT_TK_UNION : DT_TK_ENUM;
	dt_type_t *t = NULL;

	if (ts->ts_tag != NULL && dt_chk_is_dmod(ts->ts_mod))
		t = dt_type_lookup_tag(tt, kind, ts->ts_tag);
	if (t == NULL && ts->ts_tag != NULL && !ts->ts_body) {
		if (dt_chk_ktag(ck, ts, kind, line, &t) != 0)	/* BTF */
			return NULL;
		if (t != NULL)
			return t;
	}
	if (t != NULL && ts->ts_body && t->dt_complete && kind != DT_TK_ENUM) {
		dt_pcb_error(ck->ck_pcb, line, "D_DECL_TYPERED",
		    "type redeclared: %s", t->dt_name);
		return NULL;
	}
	if (t == NULL)
		t = dt_type_new_tag(tt, kind, ts->ts_tag);
	if (ts->ts_body && kind != DT_TK_ENUM &&
	    dt_chk_struct_body(ck, t, ts->ts_members) != 0)
		return NULL;
	if (ts->ts_body && kind == DT_TK_ENUM) {
		dt_node_t *e;
		int64_t v = 0;

		for (e = ts->ts_members; e != NULL; e = e->dn_next) {
			dt_ident_t *id;

			if (e->dn_left != NULL) {
				if (dt_chk_expr(ck, e->dn_left) != 0)
					return NULL;
				if (!(e->dn_left->dn_flags & DT_NF_CONST)) {
					CK_ERR(ck, e, "D_DECL_ENCONST",
					    "enumerator '%s' must be assigned "
					    "to an integral constant expression",
					    e->dn_str);
					return NULL;
				}
				v = (int64_t)e->dn_left->dn_int;
				/* DTrace words INT_MIN's side the same way */
				if (v > INT32_MAX || v < INT32_MIN) {
					CK_ERR(ck, e, "D_DECL_ENOFLOW",
					    "enumerator '%s' value overflows "
					    "INT_MAX (%d)", e->dn_str,
					    INT32_MAX);
					return NULL;
				}
			}
			/* a kernel enumerator of the name is no clash */
			if (dt_ident_lookup(ck->ck_dtp->dt_globals,
			    e->dn_str) != NULL) {
				CK_ERR(ck, e, "D_DECL_IDRED", "identifier "
				    "redeclared: %s", e->dn_str);
				return NULL;
			}
			id = dt_ident_add(ck->ck_dtp, &ck->ck_dtp->dt_globals,
			    e->dn_str, DT_ID_CONST, t);
			id->di_value = v++;
		}
	}
	return t;
}

/*
 * short with long names no type.  DTrace spells the words out as a type
 * name, in its own order and without int, and finds no such type.
 */
static void
dt_chk_short_long(dt_chk_t *ck, const dt_node_t *n)
{
	unsigned f = n->dn_ts.ts_flags;

	CK_ERR(ck, n, "D_UNKNOWN", "failed to resolve type %s%sshort %s: "
	    "Unknown type name", (f & DT_TSF_SIGNED) ? "signed " : "",
	    (f & DT_TSF_UNSIGNED) ? "unsigned " : "",
	    (f & DT_TSF_LONGLONG) ? "long long " : "long ");
}

dt_type_t *
dt_chk_typespec(dt_chk_t *ck, dt_node_t *n)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;
	const dt_typespec_t *ts = &n->dn_ts;
	dt_type_t *t;

	switch (ts->ts_kind) {
	case DT_TS_VOID: return tt->tt_void;
	case DT_TS_STRING: return tt->tt_string;
	case DT_TS_FLOAT: return tt->tt_float;
	case DT_TS_DOUBLE: return tt->tt_double;
	case DT_TS_BOOL: return tt->tt_bool;
	case DT_TS_STRUCT: case DT_TS_UNION: case DT_TS_ENUM:
		return dt_chk_tagged(ck, ts, n->dn_line);
	case DT_TS_TYPEDEF:
		if (dt_chk_is_dmod(ts->ts_mod) &&
		    (t = dt_type_lookup_typedef(tt, ts->ts_tag)) != NULL)
			return t;
		return dt_chk_ktypedef(ck, n);	/* the kernel's */
	default:
		if ((ts->ts_flags & DT_TSF_SHORT) &&
		    (ts->ts_flags & (DT_TSF_LONG | DT_TSF_LONGLONG))) {
			dt_chk_short_long(ck, n);
			return NULL;
		}
		return dt_chk_intspec(tt, ts);
	}
}

/*
 * Apply a declarator chain (outermost first) to a base type.  An
 * associative array's key list ([int, string]) is handed back in *keys
 * when the caller declares variables (keys != NULL).
 */
/*
 * The dimension of an array declarator, [size]: as DTrace, a positive
 * integer constant (a[0] and a[-7] are refused as D_DECL_ARRSUB) that
 * fits 32 bits unsigned (D_DECL_ARRBIG).
 */
static int
dt_chk_arrdim(dt_chk_t *ck, dt_node_t *d, dt_node_t *size)
{
	if (dt_chk_expr(ck, size) != 0)
		return -1;
	if (!(size->dn_flags & DT_NF_CONST) ||
	    !dt_type_is_integer(size->dn_ctype) || size->dn_int == 0 ||
	    (size->dn_ctype->dt_signed && (int64_t)size->dn_int < 0))
		return CK_ERR(ck, d, "D_DECL_ARRSUB", "positive integral "
		    "constant expression or tuple signature expected as "
		    "array declaration subscript");
	if (size->dn_int > UINT32_MAX)
		return CK_ERR(ck, d, "D_DECL_ARRBIG", "array dimension too "
		    "big");
	return 0;
}

dt_type_t *
dt_chk_declarator(dt_chk_t *ck, dt_type_t *t, dt_node_t *d, const char **name,
    dt_node_t **keys)
{
	dt_typetab_t *tt = &ck->ck_dtp->dt_types;

	for (; d != NULL; d = d->dn_dcl.dcl_inner) {
		const dt_decl_t *dcl = &d->dn_dcl;

		switch (dcl->dcl_kind) {
		case DT_DCL_IDENT:
			if (name != NULL)
				*name = d->dn_str;
			break;
		case DT_DCL_PTR:
			t = dt_type_ptr(tt, t);
			break;
		case DT_DCL_ARRAY:
			if (dcl->dcl_keys != NULL && keys != NULL) {
				*keys = dcl->dcl_keys;
				break;
			}
			if (dcl->dcl_keys != NULL) {
				CK_ERR(ck, d, "D_DECL_ARRVA", "associative "
				    "array may not be used here");
				return NULL;
			}
			if (dcl->dcl_size != NULL &&
			    dt_chk_arrdim(ck, d, dcl->dcl_size) != 0)
				return NULL;
			t = dt_type_array(tt, t, dcl->dcl_size ?
			    dcl->dcl_size->dn_int : 0);
			break;
		case DT_DCL_FUNC:
			t = dt_type_ptr(tt, t);	/* only as pointer targets */
			break;
		}
	}
	return t;
}

dt_type_t *
dt_chk_typename(dt_chk_t *ck, dt_node_t *n)
{
	dt_type_t *t = dt_chk_typespec(ck, n->dn_type);

	if (t == NULL)
		return NULL;
	return dt_chk_declarator(ck, t, n->dn_dclr, NULL, NULL);
}

/*
 * May a value of type from be cast to type to?  As DTrace: between
 * scalars, as C; an array to any pointer, DTrace counting an array a
 * pointer to its first element (C's decay: ((int *)a)[10] reads past a
 * declared array, unchecked, as a pointer does); and anything to void.
 */
static bool
dt_chk_castable(const dt_type_t *to, const dt_type_t *from)
{
	if (dt_type_is_scalar(to) && dt_type_is_scalar(from))
		return true;
	if (dt_type_is_pointer(to) && from->dt_kind == DT_TK_ARRAY)
		return true;
	return to->dt_kind == DT_TK_VOID;
}

/*
 * (type)expr, as dt_chk_castable allows.  A struct or union to its own type
 * is the value itself (translators write ((struct in)x).member), and
 * translated data cannot be cast (dt_xlate.c).  The expansions of
 * dt_xlate.c make casts whose type is fixed already (dn_type NULL), and a
 * translator's input, while its members are checked, is such a cast of
 * nothing: a value of the input's type.
 */
int
dt_chk_cast(dt_chk_t *ck, dt_node_t *n)
{
	dt_node_t *l = n->dn_left, *next;
	dt_type_t *t;

	if (l == NULL) {
		n->dn_flags |= DT_NF_LVALUE;
		return 0;
	}
	if (l->dn_kind == DT_N_XLATE && n->dn_type != NULL)
		return dt_chk_xlate_cast(ck, n);
	if (dt_chk_expr(ck, l) != 0)
		return -1;
	t = n->dn_type != NULL ? dt_chk_typename(ck, n->dn_type) : n->dn_ctype;
	if (t == NULL)
		return -1;
	if (t == l->dn_ctype && !dt_type_is_scalar(t)) {
		next = n->dn_next;
		*n = *l;
		n->dn_next = next;
		return 0;
	}
	/* (string)e is stringof(e), as the Dynamic Tracing Guide has it:
	   the string at the address a pointer or an integer holds, or in
	   a char array */
	if (dt_type_is_string(t) && l->dn_ctype->dt_kind != DT_TK_STRING &&
	    (dt_type_is_pointer(l->dn_ctype) || dt_type_is_string(l->dn_ctype) ||
	    dt_type_is_integer(l->dn_ctype))) {
		n->dn_kind = DT_N_STRINGOF;
		n->dn_ctype = t;
		return 0;
	}
	if (!dt_chk_castable(t, l->dn_ctype))
		return CK_ERR(ck, n, "D_CAST_INVAL", "invalid cast expression: "
		    "\"%s\" to \"%s\"", l->dn_ctype->dt_name, t->dt_name);
	n->dn_ctype = t;
	/* a pointer made by a cast may be stored through (*(int *)p = v),
	   as DTrace allows; the store is checked at run time */
	if (dt_type_is_pointer(t))
		n->dn_flags |= DT_NF_WRITABLE;
	return 0;
}

/*
 * p = a, an array assigned to a pointer of a compatible type (the same
 * element type, or void *): DTrace counts the array a pointer to its
 * first element, as C does, so the right-hand side becomes the cast
 * (T *)a, whose value is that address (dt_cg_cast).  False, and nothing
 * changed, for any other operands.
 */
bool
dt_chk_array_decay(dt_chk_t *ck, dt_node_t **np, dt_type_t *t)
{
	const dt_type_t *at = (*np)->dn_ctype;
	dt_node_t *c;

	if (!dt_type_is_pointer(t) || at->dt_kind != DT_TK_ARRAY)
		return false;
	if (t->dt_ref->dt_kind != DT_TK_VOID && t->dt_ref != at->dt_ref &&
	    (t->dt_ref->dt_name == NULL || at->dt_ref->dt_name == NULL ||
	    strcmp(t->dt_ref->dt_name, at->dt_ref->dt_name) != 0))
		return false;
	c = dt_arena_alloc(ck->ck_dtp->dt_carena, sizeof(*c));
	c->dn_kind = DT_N_CAST;
	c->dn_line = (*np)->dn_line;
	c->dn_left = *np;
	c->dn_ctype = t;
	*np = c;
	return true;
}

/*
 * n (*p, p->m, p[i], or a member or element of one of those) is memory
 * that base points to or is part of.  As in DTrace, it may be stored to
 * if base is a pointer held in a D variable (or made by a cast, or p + i
 * with such a p): the store checks at run time that it lands inside what
 * this clause allocated or in the global or this-> variables
 * (dt_cg_store.c).  A pointer that is not in
 * a variable (curthread) cannot be stored through: D_OP_WRITE.
 */
void
dt_chk_ptrstore(dt_node_t *n, const dt_node_t *base)
{
	const dt_type_t *t = base->dn_ctype;
	bool ok;

	if (t->dt_kind == DT_TK_ARRAY)		/* p->arr[i], *p->arr */
		ok = (base->dn_flags & DT_NF_PTRSTORE) != 0;
	else if (!dt_type_is_pointer(t))
		ok = false;
	else
		ok = (base->dn_flags & DT_NF_WRITABLE) ||
		    (base->dn_kind == DT_N_BINARY && base->dn_op == DT_OP_ADD &&
		    (base->dn_left->dn_flags & DT_NF_WRITABLE));
	if (ok)
		n->dn_flags |= DT_NF_WRITABLE | DT_NF_PTRSTORE;
}

/*
 * a[k] with a constant k outside an array of known size is refused when
 * the script is compiled, as DTrace's D_ARR_BOUNDS; k compares unsigned,
 * so a negative constant is outside too.  A constant folded from an
 * expression (a[2 + 4]) counts.  A run-time index is checked by the code
 * instead (dt_cg_index_check), and an array without a size (a kernel
 * flexible array member) is not checked at all.  Neither is an index in
 * the expansion of an inline array's use: DTrace binds an inline's
 * parameters at run time, so ins[i] in its expression is no constant
 * index even where the use passes a constant (outs[7]).
 */
int
dt_chk_array_bounds(dt_chk_t *ck, const dt_node_t *n)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	const dt_node_t *k = n->dn_args;

	if ((n->dn_flags & DT_NF_INLARGS) || t->dt_kind != DT_TK_ARRAY ||
	    t->dt_nelems == 0 || !(k->dn_flags & DT_NF_CONST) ||
	    k->dn_int < t->dt_nelems)
		return 0;
	return CK_ERR(ck, n, "D_ARR_BOUNDS", "index outside array bounds: "
	    "%llu, max is %llu", (unsigned long long)k->dn_int,
	    (unsigned long long)t->dt_nelems);
}

/*
 * A pointer or array indexed by a tuple, x[1, 2], is DTrace's "cannot
 * access scalar x as an associative array": the operand named as
 * DTrace's messages name nodes (a variable by its kind, "scalar", and
 * name; a member by its operator).  NULL for others, which keep our own
 * message.
 */
static const char *
dt_chk_tuple_name(const dt_node_t *l)
{
	static char buf[128];

	if (l->dn_kind == DT_N_IDENT && l->dn_ident != NULL &&
	    l->dn_scope != DT_SCOPE_MODULE)
		snprintf(buf, sizeof(buf), "scalar %s",
		    ((const dt_ident_t *)l->dn_ident)->di_name);
	else if (l->dn_kind == DT_N_MEMBER)
		snprintf(buf, sizeof(buf), "operator .");
	else if (l->dn_kind == DT_N_PTRMEMBER)
		snprintf(buf, sizeof(buf), "operator ->");
	else
		return NULL;
	return buf;
}

/*
 * p[i] or a[i] of a pointer or an array (not an associative array, a
 * built-in array or an inline's): its operand, its one integer index,
 * and a constant index against the array's bounds.
 */
int
dt_chk_index(dt_chk_t *ck, dt_node_t *n)
{
	const dt_type_t *t;

	if (dt_chk_expr(ck, n->dn_left) != 0)
		return -1;
	t = n->dn_left->dn_ctype;
	if (t->dt_kind == DT_TK_STRING)	/* its characters: dt_check.c */
		goto index;
	if (!dt_type_is_pointer(t) && t->dt_kind != DT_TK_ARRAY &&
	    n->dn_left->dn_ident != NULL)
		return CK_ERR(ck, n, "D_IDENT_BADREF", "scalar '%s' may "
		    "not be referenced as associative array",
		    ((dt_ident_t *)n->dn_left->dn_ident)->di_name);
	if (!dt_type_is_pointer(t) && t->dt_kind != DT_TK_ARRAY)
		return CK_ERR(ck, n, "D_OP_ARRPTR", "operator [ ] "
		    "requires a pointer or array operand");
	if (n->dn_args != NULL && n->dn_args->dn_next != NULL &&
	    dt_chk_tuple_name(n->dn_left) != NULL)
		return CK_ERR(ck, n, "D_ARR_BADREF", "cannot access %s "
		    "as an associative array",
		    dt_chk_tuple_name(n->dn_left));
index:
	if (n->dn_args == NULL || n->dn_args->dn_next != NULL)
		return CK_ERR(ck, n, "D_PROTO_LEN", "operator [ ] "
		    "requires a single integer index");
	if (dt_chk_expr(ck, n->dn_args) != 0)
		return -1;
	if (!dt_type_is_integer(n->dn_args->dn_ctype))
		return CK_ERR(ck, n, "D_OP_INT", "operator [ ] requires "
		    "an integer index");
	return dt_chk_array_bounds(ck, n);
}
