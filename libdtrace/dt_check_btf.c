/*
 * dt_check_btf.c -- the checker's side of kernel types (dt_btf.c): type
 * names D does not know itself are looked up in the kernel's BTF, so are
 * identifiers nothing in D defines (as kernel enumerators), and kernel
 * data symbols (`sym) are refused.
 *
 * Order of lookup, as in DTrace: D's own types first (the built-in ones and
 * those the program declares), then the kernel's.  An unscoped struct,
 * union or enum tag that neither knows becomes a forward declaration, as
 * DTrace makes one, so that the error comes where its members are used
 * ("operator -> cannot be applied to a forward declaration ...").  A
 * module-scoped name (vmlinux`struct task_struct, vmlinux`u32) is looked
 * up in that module's BTF only, and a miss is an error there.
 */
#include <string.h>

#include "dt_check.h"
#include "dt_btf.h"

static const char *
dt_chk_tagword(dt_typekind_t kind)
{
	return kind == DT_TK_STRUCT ? "struct" : kind == DT_TK_UNION ?
	    "union" : "enum";
}

/*
 * struct/union/enum [mod`]tag from the kernel into *tp, or *tp NULL if an
 * unscoped tag is not the kernel's either.  -1 after an error.
 */
int
dt_chk_ktag(dt_chk_t *ck, const dt_typespec_t *ts, dt_typekind_t kind,
    int line, dt_type_t **tp)
{
	dt_btf_miss_t miss;

	*tp = dt_btf_lookup_tag(&ck->ck_dtp->dt_types, ts->ts_mod, kind,
	    ts->ts_tag, &miss);
	if (*tp != NULL || ts->ts_mod == NULL)
		return 0;
	return dt_pcb_error(ck->ck_pcb, line, "D_TYPE_ERR", "failed to "
	    "resolve type %s`%s %s: %s", ts->ts_mod, dt_chk_tagword(kind),
	    ts->ts_tag, dt_btf_misstr(miss));
}

/* A typedef name [mod`]name that D does not know: the kernel's. */
dt_type_t *
dt_chk_ktypedef(dt_chk_t *ck, dt_node_t *n)
{
	const dt_typespec_t *ts = &n->dn_ts;
	dt_btf_miss_t miss;
	dt_type_t *t = dt_btf_lookup_typedef(&ck->ck_dtp->dt_types,
	    ts->ts_mod, ts->ts_tag, &miss);

	if (t == NULL)
		CK_ERR(ck, n, "D_TYPE_ERR", "failed to resolve type %s%s%s: %s",
		    ts->ts_mod ? ts->ts_mod : "", ts->ts_mod ? "`" : "",
		    ts->ts_tag, dt_btf_misstr(miss));
	return t;
}

/*
 * mod`sym and `sym name kernel data symbols in DTrace.  Their addresses
 * would come from /proc/kallsyms, which on the kernels we run on lists
 * functions and section markers but no variables, and BTF types only
 * per-CPU variables: D cannot read them.
 */
int
dt_chk_ksym(dt_chk_t *ck, dt_node_t *n)
{
	const char *mod = n->dn_mod ? n->dn_mod : "";

	return CK_ERR(ck, n, "D_SYM_NOTYPES", "failed to resolve %s`%s: "
	    "kernel data symbols are not available (/proc/kallsyms lists "
	    "no data symbols)", mod, n->dn_str);
}

/*
 * A name nothing in D defines may be an enumerator of a kernel enum, as
 * DTrace resolves one from the kernel's CTF: it becomes a global constant
 * of that enum type.  BTF is read only now, when a name needs it; an
 * enumerator the script declares itself is found first, in dt_globals.
 */
dt_ident_t *
dt_chk_kenum(dtrace_hdl_t *dtp, const char *name)
{
	dt_type_t *t;
	dt_ident_t *id;
	int64_t v;

	if (!dt_btf_lookup_enumerator(&dtp->dt_types, name, &v, &t))
		return NULL;
	id = dt_ident_add(dtp, &dtp->dt_globals, name, DT_ID_CONST, t);
	id->di_value = v;
	return id;
}
