/*
 * dt_check_var.c -- the checker's part for variables that are not plain
 * globals: dynamic variables (self-> variables and associative arrays,
 * which the first assignment or a declaration makes, and whose key
 * signature the first use fixes) and declarations of every kind of
 * variable.  Messages are DTrace's (dt_idcook_sign, dt_xcook_ident).
 */
#include <string.h>

#include "dt_impl.h"
#include "types/dt_ident.h"
#include "parse/dt_pcb.h"
#include "check/dt_check.h"
#include "check/dt_regs.h"
#include "check/dt_stack.h"
#include "check/dt_subr.h"
#include "base/dt_kfeat.h"

const char *
dt_chk_scope(const dt_node_t *n)
{
	return n->dn_scope == DT_SCOPE_SELF ? "self->" :
	    n->dn_scope == DT_SCOPE_THIS ? "this->" : "";
}

/* A dynamic variable named without [ ]: it must be a scalar. */
int
dt_chk_dvar_scalar(dt_chk_t *ck, dt_node_t *n, dt_ident_t *id)
{
	if (id->di_nkeys != 0)
		return CK_ERR(ck, n, "D_IDENT_BADREF", "associative array "
		    "'%s' may not be referenced as scalar", id->di_name);
	n->dn_ident = id;
	n->dn_ctype = id->di_type;
	n->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE;
	if (id->di_tls && ck->ck_clause != NULL)	/* dt_tls.c */
		ck->ck_clause->cl_self = true;
	return 0;
}

/* self->name: a thread-local variable, made by its first assignment */
int
dt_chk_self(dt_chk_t *ck, dt_node_t *n, dt_type_t *assign)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_ident_t *id = dt_ident_lookup(dtp->dt_selfvars, n->dn_str);

	if (id == NULL && assign != NULL) {
		id = dt_ident_add(dtp, &dtp->dt_selfvars, n->dn_str,
		    DT_ID_DVAR, assign);
		id->di_tls = true;
	}
	if (id == NULL)
		return CK_ERR(ck, n, "D_VAR_UNDEF", "self->%s has not yet been "
		    "declared or assigned", n->dn_str);
	return dt_chk_dvar_scalar(ck, n, id);
}

/* Is n (x[...] or self->x[...]) an associative array reference? */
bool
dt_chk_is_assoc(dt_chk_t *ck, const dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const dt_node_t *v = n->dn_left;
	const dt_ident_t *id;

	if (n->dn_kind != DT_N_INDEX || v->dn_kind != DT_N_IDENT)
		return false;
	if (v->dn_scope == DT_SCOPE_SELF) {
		/* self->p[i] indexes a pointer, array or string already
		   held in self->p */
		id = dt_ident_lookup(dtp->dt_selfvars, v->dn_str);
		return id == NULL || id->di_nkeys != 0 || id->di_type == NULL ||
		    (!dt_type_is_pointer(id->di_type) &&
		    id->di_type->dt_kind != DT_TK_ARRAY &&
		    id->di_type->dt_kind != DT_TK_STRING);
	}
	if (v->dn_scope == DT_SCOPE_THIS)	/* refused by dt_chk_assoc */
		return dt_ident_lookup(dtp->dt_thisvars, v->dn_str) == NULL;
	if (v->dn_scope != DT_SCOPE_NONE)
		return false;
	if ((id = dt_ident_lookup(dtp->dt_globals, v->dn_str)) != NULL)
		return id->di_kind == DT_ID_DVAR;
	return dt_ident_builtin(v->dn_str) == NULL;
}

/* A struct or union key: its bytes go into the tuple. */
static bool
dt_chk_key_is_sou(const dt_type_t *t)
{
	const dt_type_t *b = dt_type_base(t);

	return b->dt_kind == DT_TK_STRUCT || b->dt_kind == DT_TK_UNION;
}

/* Keys of one array agree: strings, integers, or the same struct. */
static bool
dt_chk_keycompat(const dt_type_t *a, const dt_type_t *b)
{
	if (dt_chk_key_is_sou(a) || dt_chk_key_is_sou(b))
		return dt_type_base(a) == dt_type_base(b);
	return dt_type_is_string(a) == dt_type_is_string(b);
}

/* May a key (declared, or of an expression) be of type t? */
static bool
dt_chk_key_type_ok(const dt_type_t *t)
{
	return dt_type_is_string(t) || dt_type_is_scalar(t) ||
	    (dt_chk_key_is_sou(t) && dt_type_base(t)->dt_size > 0);
}

/*
 * Lay out an associative array's key tuple from the types of its keys.
 * A string key takes the bytes the longest string any use puts there
 * needs (di_keystr), not strsize: the kernel hashes and compares a key
 * whole, so execname's 16 bytes cost what bpftrace's comm costs, not a
 * 256-byte buffer's.  Laid out again (dt_ident_dvar_sizes) once every
 * clause of the program has been checked, before code is generated.
 */
void
dt_chk_dvar_layout(dtrace_hdl_t *dtp, dt_ident_t *id)
{
	id->di_keysize = dt_chk_tuple_layout(dtp, id->di_nkeys,
	    id->di_keytypes, id->di_keystr, id->di_keyoffs);
}

static void
dt_chk_dvar_signature(dtrace_hdl_t *dtp, dt_ident_t *id, dt_type_t **types,
    int n)
{
	id->di_nkeys = n;
	id->di_keytypes = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(dt_type_t *));
	id->di_keyoffs = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(uint32_t));
	id->di_keystr = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(uint32_t));
	for (int i = 0; i < n; i++)
		id->di_keytypes[i] = types[i];
	dt_chk_dvar_layout(dtp, id);
}


/* The keys of x[k1, k2, ...]: checked against the array's signature. */
static int
dt_chk_assoc_keys(dt_chk_t *ck, dt_node_t *n, dt_ident_t *id)
{
	dt_type_t *types[DT_DVAR_MAXKEYS];
	dt_node_t *k;
	int nk = 0;

	for (k = n->dn_args; k != NULL; k = k->dn_next, nk++) {
		if (dt_chk_key_expr(ck, k, "associative array", nk) != 0)
			return -1;
		if (nk == DT_DVAR_MAXKEYS)
			return CK_ERR(ck, n, DT_PCB_NOTAG, "Insufficient "
			    "registers to generate code");
		if (!dt_chk_key_type_ok(k->dn_ctype))
			return CK_ERR(ck, k, "D_KEY_TYPE", "%s expression may "
			    "not be used as associative array index: key #%d",
			    k->dn_ctype->dt_name, nk + 1);
		/* its bytes are copied from where it lies */
		if (dt_chk_key_is_sou(k->dn_ctype) &&
		    !(k->dn_flags & DT_NF_LVALUE))
			return CK_ERR(ck, k, "D_UNSUPPORTED", "associative "
			    "array keys of a %s value that is not in memory "
			    "are not supported yet", k->dn_ctype->dt_name);
		types[nk] = k->dn_ctype;
	}
	if (id->di_nkeys < 0) {
		dt_chk_dvar_signature(ck->ck_dtp, id, types, nk);
		dt_chk_keystr(ck->ck_dtp, id->di_keytypes, id->di_keystr,
		    id->di_nkeys, n->dn_args);
		return 0;
	}
	if (nk != id->di_nkeys)
		return CK_ERR(ck, n, "D_PROTO_LEN", "%s[ ] prototype mismatch: "
		    "%d key%spassed, %d expected", id->di_name, nk,
		    nk == 1 ? " " : "s ", id->di_nkeys);
	for (int i = 0; i < nk; i++)
		if (!dt_chk_keycompat(id->di_keytypes[i], types[i]))
			return CK_ERR(ck, n, "D_PROTO_ARG", "%s[ ] key #%d is "
			    "incompatible with prototype:\n\tprototype: %s\n"
			    "\t      key: %s", id->di_name, i + 1,
			    id->di_keytypes[i]->dt_name, types[i]->dt_name);
	dt_chk_keystr(ck->ck_dtp, id->di_keytypes, id->di_keystr,
	    id->di_nkeys, n->dn_args);
	return 0;
}

/* x[keys] or self->x[keys]; an assignment (assign != NULL) may make x */
int
dt_chk_assoc(dt_chk_t *ck, dt_node_t *n, dt_type_t *assign)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *v = n->dn_left;
	bool self = v->dn_scope == DT_SCOPE_SELF;
	dt_ident_t **list = self ? &dtp->dt_selfvars : &dtp->dt_globals;
	dt_ident_t *id = dt_ident_lookup(*list, v->dn_str);

	if (v->dn_scope == DT_SCOPE_THIS)	/* this->x[k], x new */
		return CK_ERR(ck, n, "D_ARR_LOCAL", "local variables may not "
		    "be used as associative arrays: %s", v->dn_str);
	if (id == NULL && assign != NULL) {
		id = dt_ident_add(dtp, list, v->dn_str, DT_ID_DVAR, assign);
		id->di_tls = self;
		id->di_nkeys = -1;
	}
	if (id == NULL)
		return CK_ERR(ck, n, "D_VAR_UNDEF", "%s%s has not yet been "
		    "declared or assigned", dt_chk_scope(v), v->dn_str);
	if (id->di_nkeys == 0)
		return CK_ERR(ck, n, "D_IDENT_BADREF", "scalar '%s' may not be "
		    "referenced as associative array", id->di_name);
	if (dt_chk_assoc_keys(ck, n, id) != 0)
		return -1;
	n->dn_ident = v->dn_ident = id;
	n->dn_ctype = v->dn_ctype = id->di_type;
	n->dn_flags |= DT_NF_LVALUE | DT_NF_WRITABLE;
	return 0;
}

/*
 * self->s = 0, a[k] = 0: a struct or union dynamic variable assigned the
 * constant 0 is freed, as a scalar one is (Oracle's DTrace allows it for
 * dynamic variables only: a global struct is not a dynamic variable).
 */
bool
dt_chk_sou_delete(const dt_node_t *l, const dt_node_t *r)
{
	const dt_ident_t *id = l->dn_ident;
	const dt_type_t *t = l->dn_ctype;

	return (t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION) &&
	    id != NULL && id->di_kind == DT_ID_DVAR &&
	    (l->dn_kind == DT_N_IDENT || l->dn_kind == DT_N_INDEX) &&
	    (r->dn_flags & DT_NF_CONST) && dt_type_is_integer(r->dn_ctype) &&
	    r->dn_int == 0;
}

/* An associative array declared with its key types: int x[int, string] */
static int
dt_chk_decl_assoc(dt_chk_t *ck, dt_ident_t *id, dt_node_t *keys)
{
	dt_type_t *types[DT_DVAR_MAXKEYS];
	int n = 0;

	for (; keys != NULL; keys = keys->dn_next) {
		if (n == DT_DVAR_MAXKEYS)
			return CK_ERR(ck, keys, DT_PCB_NOTAG, "Insufficient "
			    "registers to generate code");
		if ((types[n] = dt_chk_typename(ck, keys)) == NULL)
			return -1;
		if (types[n]->dt_kind == DT_TK_VOID)
			return CK_ERR(ck, keys, "D_DECL_PROTO_TYPE", "array "
			    "prototype may not use parameter of type void: "
			    "(anonymous), parameter #%d", n + 1);
		if (!dt_chk_key_type_ok(types[n]))
			return CK_ERR(ck, keys, "D_KEY_TYPE", "%s expression "
			    "may not be used as associative array index: key "
			    "#%d", types[n]->dt_name, n + 1);
		n++;
	}
	dt_chk_dvar_signature(ck->ck_dtp, id, types, n);
	return 0;
}

/* One type, whether or not the same object: arrays are made anew */
static bool
dt_chk_type_same(const dt_type_t *a, const dt_type_t *b)
{
	return a == b || (a->dt_kind == b->dt_kind &&
	    a->dt_size == b->dt_size && strcmp(a->dt_name, b->dt_name) == 0);
}

/* Whether key types declared again are those of the array id */
static bool
dt_chk_keys_same(dt_chk_t *ck, const dt_ident_t *id, dt_node_t *keys)
{
	int n = 0;

	for (; keys != NULL; keys = keys->dn_next, n++) {
		dt_type_t *kt = dt_chk_typename(ck, keys);

		if (kt == NULL || n >= id->di_nkeys ||
		    !dt_chk_type_same(kt, id->di_keytypes[n]))
			return false;
	}
	return n == id->di_nkeys;
}

/*
 * A variable declared again.  As in DTrace, the same kind of variable
 * with the same type is no error (a header of declarations may be
 * included twice); another type or kind is D_DECL_IDRED, with both.
 */
static int
dt_chk_decl_again(dt_chk_t *ck, dt_node_t *d, const dt_ident_t *id,
    const dt_type_t *t, dt_node_t *keys)
{
	const char *kind = keys != NULL ? "associative array" : "scalar";
	const char *was = id->di_nkeys != 0 ? "associative array" : "scalar";

	if (strcmp(kind, was) == 0 && id->di_type != NULL &&
	    dt_chk_type_same(t, id->di_type)) {
		if (keys == NULL)
			return 0;
		if (dt_chk_keys_same(ck, id, keys))
			return 0;
		return CK_ERR(ck, d, "D_DECL_IDRED", "identifier redeclared: "
		    "%s", id->di_name);
	}
	return CK_ERR(ck, d, "D_DECL_IDRED", "identifier redeclared: %s\n"
	    "\t current: %s %s\n\tprevious: %s %s", id->di_name, kind,
	    t->dt_name, was, id->di_type != NULL ? id->di_type->dt_name : "");
}

/* A variable declaration: global, self or this, scalar or array. */
static int
dt_chk_decl_var(dt_chk_t *ck, dt_node_t *d, unsigned flags, const char *name,
    dt_type_t *t, dt_node_t *keys)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_ident_t **list = (flags & DT_TSF_SELF) ? &dtp->dt_selfvars :
	    (flags & DT_TSF_THIS) ? &dtp->dt_thisvars : &dtp->dt_globals;
	dt_ident_t *id;

	if (t->dt_kind == DT_TK_VOID || t->dt_kind == DT_TK_FUNC)
		return CK_ERR(ck, d, "D_DECL_VOIDOBJ", "cannot have void "
		    "object: %s", name);
	if ((keys != NULL || (flags & DT_TSF_SELF)) &&
	    !dt_type_is_string(t) && !dt_type_is_scalar(t) &&
	    t->dt_kind != DT_TK_STRUCT && t->dt_kind != DT_TK_UNION &&
	    t->dt_kind != DT_TK_ARRAY)
		return CK_ERR(ck, d, "D_UNSUPPORTED", "%s of type %s are not "
		    "supported yet", keys != NULL ? "associative arrays" :
		    "self-> variables", t->dt_name);
	if ((flags & DT_TSF_THIS) && keys != NULL)
		return CK_ERR(ck, d, "D_DECL_LOCASSC", "associative arrays "
		    "may not be declared as local variables: %s", name);
	if ((id = dt_ident_lookup(*list, name)) != NULL)
		return dt_chk_decl_again(ck, d, id, t, keys);
	if (list == &dtp->dt_globals && dt_ident_builtin(name) != NULL)
		return CK_ERR(ck, d, "D_DECL_IDRED", "identifier redeclared: "
		    "%s", name);
	if (keys == NULL && !(flags & DT_TSF_SELF)) {
		id = dt_ident_add(dtp, list, name, (flags & DT_TSF_THIS) ?
		    DT_ID_THIS : DT_ID_GLOBAL, t);
	} else {
		id = dt_ident_add(dtp, list, name, DT_ID_DVAR, t);
		id->di_tls = (flags & DT_TSF_SELF) != 0;
		if (keys != NULL && dt_chk_decl_assoc(ck, id, keys) != 0)
			return -1;
	}
	id->di_declared = true;
	return 0;
}

int
dt_chk_decl(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	unsigned flags = n->dn_type->dn_ts.ts_flags;
	dt_type_t *base = dt_chk_typespec(ck, n->dn_type);
	dt_node_t *d;

	if (base == NULL)
		return -1;
	for (d = n->dn_list; d != NULL; d = d->dn_next) {
		const char *name = NULL;
		dt_node_t *keys = NULL;
		dt_type_t *t = dt_chk_declarator(ck, base, d, &name,
		    (flags & DT_TSF_TYPEDEF) ? NULL : &keys);

		if (t == NULL)
			return -1;
		if (name == NULL)
			continue;
		if (flags & DT_TSF_TYPEDEF) {
			/* even to the same type, as DTrace has it */
			if (dt_type_typedef_declared(&dtp->dt_types, name))
				return CK_ERR(ck, d, "D_DECL_IDRED", "typedef "
				    "redeclared: %s", name);
			dt_type_declare_typedef(&dtp->dt_types, name,
			    dt_type_typedef_of(&dtp->dt_types, t, name));
			continue;
		}
		if (dt_chk_decl_var(ck, d, flags, name, t, keys) != 0)
			return -1;
	}
	return 0;
}

/* ---- uregs[] ------------------------------------------------------------ */

/* Is n uregs[...], the built-in array of user registers? */
bool
dt_chk_is_uregs(dt_chk_t *ck, const dt_node_t *n)
{
	const dt_node_t *v = n->dn_left;
	const dt_ident_t *id;

	if (n->dn_kind != DT_N_INDEX || v->dn_kind != DT_N_IDENT ||
	    v->dn_scope != DT_SCOPE_NONE ||
	    dt_ident_lookup(ck->ck_dtp->dt_globals, v->dn_str) != NULL)
		return false;
	id = dt_ident_builtin(v->dn_str);
	return id != NULL && id->di_builtin == DT_BI_UREGS;
}

/*
 * uregs[idx]: idx must be an integer constant (R_PC, R_SP, ...) naming a
 * register of this machine (dt_regs.c); the messages are DTrace's
 * (dt_idcook_regs, and Oracle's code generator for the upper bound).
 */
int
dt_chk_uregs(dt_chk_t *ck, dt_node_t *n)
{
	dt_node_t *a = n->dn_args, *v = n->dn_left;
	int argc = 0;

	for (; a != NULL; a = a->dn_next)
		argc++;
	if (argc != 1)
		return CK_ERR(ck, n, "D_PROTO_LEN", "uregs[ ] prototype "
		    "mismatch: %d arg%sinput", argc, argc == 1 ? " " : "s ");
	a = n->dn_args;
	if (dt_chk_expr(ck, a) != 0)
		return -1;
	if (!(a->dn_flags & DT_NF_CONST) || !dt_type_is_integer(a->dn_ctype))
		return CK_ERR(ck, n, "D_PROTO_ARG", "uregs[ ] argument #1 is "
		    "incompatible with prototype:\n\tprototype: integer "
		    "constant\n\t argument: %s", a->dn_ctype->dt_name);
	if (a->dn_ctype->dt_signed && (int64_t)a->dn_int < 0)
		return CK_ERR(ck, n, "D_REGS_IDX", "index %lld is out of "
		    "range for array uregs", (long long)a->dn_int);
	if (a->dn_int >= (uint64_t)dt_regs_count())
		return CK_ERR(ck, n, "D_UNKNOWN", "uregs[]: index out of "
		    "bounds (%lld)", (long long)a->dn_int);
	n->dn_ident = v->dn_ident = dt_ident_builtin(v->dn_str);
	n->dn_ctype = dt_ident_builtin_type(ck->ck_dtp, n->dn_ident);
	n->dn_flags |= DT_NF_LVALUE;	/* but not writable */
	return 0;
}

/*
 * What a name taken before an inline of the same name was, as DTrace
 * names it when it refuses the inline: "scalar inline", "associative
 * array inline", "scalar", "enumerator", "function", "tracing function",
 * ...  NULL for a name not taken.
 */
static const char *
dt_chk_taken_kind(dt_chk_t *ck, const char *name, bool *inl)
{
	const dt_ident_t *id = dt_ident_lookup(ck->ck_dtp->dt_globals, name);
	const char *kind;

	*inl = false;
	if (id == NULL)
		id = dt_ident_builtin(name);
	if (id != NULL) {
		*inl = id->di_kind == DT_ID_INLINE;
		if (id->di_kind == DT_ID_CONST)
			return "enumerator";
		if ((*inl && id->di_iparams != NULL) || id->di_nkeys > 0 ||
		    (id->di_kind == DT_ID_BUILTIN &&
		    (id->di_builtin == DT_BI_ARGS ||
		    id->di_builtin == DT_BI_UREGS)))
			return "associative array";
		return "scalar";
	}
	if ((kind = dt_chk_actfunc_kind(name)) != NULL)
		return kind;
	if (dt_chk_is_stackfn(name))
		return "tracing function";
	return dt_subr_lookup(name) != NULL ? "function" : NULL;
}

/* inline ... name = ...; where name is taken: DTrace's D_DECL_IDRED */
int
dt_chk_inline_taken(dt_chk_t *ck, const dt_node_t *n, const char *name)
{
	bool inl;
	const char *kind = dt_chk_taken_kind(ck, name, &inl);

	if (kind == NULL)
		return 0;
	return CK_ERR(ck, n, "D_DECL_IDRED", "identifier redefined: %s\n"
	    "\t current: inline definition\n\tprevious: %s %s", name, kind,
	    inl ? "inline" : "");
}

static bool
dt_tls_scalar(const dt_ident_t *id)
{
	return id->di_kind == DT_ID_DVAR && id->di_nkeys == 0 &&
	    !dt_type_is_string(id->di_type) && !dt_type_is_byref(id->di_type);
}

/* Give each self-> scalar its word, where task storage is usable (the
   kernel asked only if the program has one). */
void
dt_tls_layout(dtrace_hdl_t *dtp)
{
	uint32_t n = 0;
	dt_ident_t *id;

	for (id = dtp->dt_selfvars; id != NULL; id = id->di_next)
		if (dt_tls_scalar(id))
			break;
	if (id == NULL || !dt_kfeat_has(dtp, DT_KF_TASK_STORAGE))
		return;
	for (id = dtp->dt_selfvars; id != NULL; id = id->di_next) {
		if (!dt_tls_scalar(id))
			continue;
		id->di_taskstore = true;
		id->di_tlsoff = 8 * n++;
	}
	dtp->dt_ntls = n;
}

/*
 * Size dt_dvars for the dynamic variables the program uses: the key is
 * u32 id, u32 0, u64 thread (0 for a global array), then the tuple; the
 * value is a 64-bit word, a string buffer or a struct's bytes.
 */
static void
dt_ident_dvar_size(dtrace_hdl_t *dtp, dt_ident_t *id, bool self)
{
	uint32_t val, need;

	for (; id != NULL; id = id->di_next) {
		if (id->di_kind != DT_ID_DVAR)
			continue;
		/*
		 * What DTrace counts one variable as taking of dynvarsize:
		 * its identifier, its keys (the thread's ID is one more for
		 * a self-> variable) and its value's own size.  A dynvarsize
		 * below the largest is refused at enabling (dt_load_dvars).
		 */
		if (id->di_nkeys > 0)	/* its string keys' sizes are known */
			dt_chk_dvar_layout(dtp, id);
		need = 8 + id->di_keysize + (self ? 8 : 0) +
		    (dt_type_is_string(id->di_type) ? (uint32_t)
		    dtp->dt_opts.strbytes : (uint32_t)id->di_type->dt_size);
		if (need > dtp->dt_dvminsize)
			dtp->dt_dvminsize = need;
		if (dt_type_is_string(id->di_type))
			val = DT_STRBUF(dtp);
		else if (dt_type_is_byref(id->di_type))	/* a struct */
			val = ((uint32_t)id->di_type->dt_size + 7) & ~7u;
		else
			val = 8;
		if (val > dtp->dt_dvvalsize)
			dtp->dt_dvvalsize = val;
		if (16 + id->di_keysize > dtp->dt_dvkeysize)
			dtp->dt_dvkeysize = 16 + id->di_keysize;
	}
}

void
dt_ident_dvar_sizes(dtrace_hdl_t *dtp)
{
	dt_tls_layout(dtp);
	dt_ident_dvar_size(dtp, dtp->dt_globals, false);
	dt_ident_dvar_size(dtp, dtp->dt_selfvars, true);
}
