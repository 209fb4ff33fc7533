/*
 * dt_check_btf.c -- the checker's side of kernel types (dt_btf.c): type
 * names D does not know itself are looked up in the kernel's BTF, so are
 * identifiers nothing in D defines (as kernel enumerators), and kernel
 * data symbols (`sym, typed by BTF VARs).
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

#include "check/dt_check.h"
#include "types/dt_btf.h"
#include "types/dt_kdata.h"
#include "types/dt_ident.h"

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
 * mod`sym and `sym name kernel data symbols, as in DTrace: the symbol's
 * address from the kernel's symbol tables (dt_kdata.c: kallsyms, or
 * System.map relocated), its type from the BTF VAR of that name in its
 * module.  The node becomes an lvalue at that address (dn_int), which
 * the code generator reads with a checked load, as any kernel memory;
 * D may not write it.  A miss is DTrace's error: D_IDENT_UNDEF for a
 * symbol (or module) the tables lack, D_SYM_NOTYPES for one without a
 * type, with the messages of DTrace's errno and CTF library.
 */
int
dt_chk_ksym(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const char *mod = n->dn_mod ? n->dn_mod : "", *symmod;
	uint64_t addr;
	dt_type_t *t;
	int rc;

	if (dtp->dt_kdata == NULL)
		dtp->dt_kdata = dt_kdata_open_running();
	rc = dt_kdata_lookup(dtp->dt_kdata, mod, n->dn_str, &addr, &symmod);
	if (rc != 0)
		return CK_ERR(ck, n, "D_IDENT_UNDEF", "failed to resolve "
		    "%s`%s: %s", mod, n->dn_str, rc == DT_KDATA_NOMOD ?
		    "Unknown module name" : "Unknown symbol name");
	t = dt_btf_lookup_var(&dtp->dt_types, symmod, n->dn_str);
	if (t == NULL)
		return CK_ERR(ck, n, "D_SYM_NOTYPES", "no symbolic type "
		    "information is available for %s`%s: No type "
		    "information available for symbol.", symmod, n->dn_str);
	n->dn_ctype = t;
	n->dn_int = addr;
	n->dn_ident = NULL;
	n->dn_flags |= DT_NF_LVALUE;
	return 0;
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
