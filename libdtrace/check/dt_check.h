/*
 * dt_check.h -- the type checker's state, shared by its files (dt_check.c:
 * expressions, statements, clauses; dt_check_type.c: type names;
 * dt_check_btf.c: kernel types; dt_check_var.c: dynamic variables,
 * declarations and uregs[]; dt_check_act.c: destructive actions;
 * dt_check_spec.c: speculations; dt_check_pragma.c: #pragma D).
 */
#ifndef DT_CHECK_H
#define DT_CHECK_H

#include "dt_impl.h"
#include "parse/dt_pcb.h"

typedef struct dt_chk {
	dtrace_hdl_t *ck_dtp;
	dt_pcb_t *ck_pcb;
	dt_clause_t *ck_clause;		/* clause being checked, or NULL */
	dt_action_t **ck_acttail;
	uint32_t ck_recoff;		/* next free byte in the record */
	int ck_ifdepth;
	int ck_clsflags;		/* see dt_check_spec.c */
	const char *ck_lib;		/* checking a D library: its path */
	dt_node_t *ck_cgexpr;		/* action called for a value: refused
					   after its statement (dt_check.c) */
} dt_chk_t;

#define CK_ERR(ck, n, tag, ...) \
	dt_pcb_error((ck)->ck_pcb, (n)->dn_line, tag, __VA_ARGS__)

/* dt_check_pragma.c */
int dt_chk_pragma(dt_chk_t *, dt_node_t *);
int dt_chk_pragmas_named(dt_chk_t *);

/* dt_check_alloca.c */
int dt_chk_alloca(dt_chk_t *, dt_node_t *);

/* dt_check.c */
int dt_chk_expr(dt_chk_t *, dt_node_t *);
bool dt_chk_is_whole_var(const dt_node_t *);
uint32_t dt_chk_key_size(dtrace_hdl_t *, const dt_type_t *);	/* tuples */
void dt_chk_dvar_layout(dtrace_hdl_t *, dt_ident_t *);	/* dt_check_var.c */
uint32_t dt_chk_strbound(const dtrace_hdl_t *, const dt_node_t *);
uint32_t dt_chk_tuple_layout(dtrace_hdl_t *, int n, dt_type_t *const *types,
    const uint32_t *keystr, uint32_t *offs);
void dt_chk_keystr(const dtrace_hdl_t *, dt_type_t *const *types,
    uint32_t *keystr, int n, const dt_node_t *keys);
void dt_chk_agg_layouts(dtrace_hdl_t *);	/* dt_check_aggkey.c */
int dt_chk_nargs(dt_chk_t *, dt_node_t *call, int min, int max);
int dt_chk_printf(dt_chk_t *, dt_node_t *call, dt_action_t *);
/* a format's view of a value of type t (printf, printa's keys) */
void dt_chk_pfarg(const dt_type_t *t, dt_pfarg_type_t *pa);

/* dt_check_type.c: type names */
dt_type_t *dt_chk_typespec(dt_chk_t *, dt_node_t *);
dt_type_t *dt_chk_typename(dt_chk_t *, dt_node_t *);
int dt_chk_cast(dt_chk_t *, dt_node_t *);
void dt_chk_ptrstore(dt_node_t *, const dt_node_t *base);	/* *p = v */
int dt_chk_array_bounds(dt_chk_t *, const dt_node_t *index);	/* a[5] */
int dt_chk_index(dt_chk_t *, dt_node_t *index);	/* p[i], a[i] */
bool dt_chk_array_decay(dt_chk_t *, dt_node_t **, dt_type_t *);	/* p = a */
dt_type_t *dt_chk_arith(dt_typetab_t *, dt_type_t *, dt_type_t *);
/* dt_check_add.c: + - += -= */
int dt_chk_additive(dt_chk_t *, dt_node_t *, dt_type_t *, dt_type_t *);
int dt_chk_addsub_assign(dt_chk_t *, dt_node_t *, const dt_type_t *,
    const dt_type_t *);
dt_type_t *dt_chk_declarator(dt_chk_t *, dt_type_t *, dt_node_t *,
    const char **name, dt_node_t **keys);

int dt_chk_nargs(dt_chk_t *, dt_node_t *call, int min, int max);
dt_recval_t *dt_chk_recval(dt_chk_t *, dt_node_t *arg);

/* dt_check_aggact.c: printa(), clear(), trunc(), (de)normalize() */
int dt_chk_printa(dt_chk_t *, dt_node_t *call, dt_action_t *);
int dt_chk_aggact(dt_chk_t *, dt_node_t *call, dt_action_t *);
int dt_chk_aggact_kind(const char *name);	/* DT_ACT_*, or 0 */

/* dt_check_fold.c: an integer expression of constants becomes one */
int dt_chk_fold(dt_chk_t *, dt_node_t *);

/* dt_check_spec.c */
int dt_chk_spec_kind(const char *name);
int dt_chk_spec_order(dt_chk_t *, const dt_node_t *, int kind);
int dt_chk_spec_destructive(dt_chk_t *, const dt_node_t *);
int dt_chk_spec(dt_chk_t *, dt_node_t *call, dt_action_t *);

/* dt_check_var.c */
const char *dt_chk_scope(const dt_node_t *);
int dt_chk_dvar_scalar(dt_chk_t *, dt_node_t *, dt_ident_t *);
int dt_chk_self(dt_chk_t *, dt_node_t *, dt_type_t *assign);
bool dt_chk_is_assoc(dt_chk_t *, const dt_node_t *);
bool dt_chk_sou_delete(const dt_node_t *lhs, const dt_node_t *rhs);
int dt_chk_assoc(dt_chk_t *, dt_node_t *, dt_type_t *assign);
int dt_chk_decl(dt_chk_t *, dt_node_t *);
bool dt_chk_is_uregs(dt_chk_t *, const dt_node_t *);
int dt_chk_uregs(dt_chk_t *, dt_node_t *);

/* dt_check_print.c: trace()'s values, tracemem() and print() */
int dt_chk_trace_val(dt_chk_t *, dt_node_t *call, dt_action_t *);
int dt_chk_print_kind(const char *name);
int dt_chk_print_act(dt_chk_t *, dt_node_t *call, dt_action_t *);

/* dt_check_aggkey.c: an aggregation's keys (first: its first use) */
int dt_chk_aggkeys(dt_chk_t *, dt_node_t *at, dt_aggvar_t *, bool first);

/* dt_check_aggparam.c: the parameters of the histogram functions */
int dt_chk_aggparams(dt_chk_t *, dt_node_t *call, int func, int64_t p[4]);
int dt_chk_aggparams_match(dt_chk_t *, dt_node_t *, int func,
    const int64_t old[4], const int64_t p[4]);

/* dt_check_btf.c: kernel types and symbols */
int dt_chk_ktag(dt_chk_t *, const dt_typespec_t *, dt_typekind_t, int line,
    dt_type_t **);
dt_type_t *dt_chk_ktypedef(dt_chk_t *, dt_node_t *);
int dt_chk_ksym(dt_chk_t *, dt_node_t *);
dt_ident_t *dt_chk_kenum(dtrace_hdl_t *, const char *name);

/* dt_args.c: args[] */
bool dt_chk_is_args(dt_chk_t *, const dt_node_t *);
int dt_chk_args_expand(dt_chk_t *, dt_node_t *);

/* dt_xlate.c: inlines, translators and xlate */
int dt_chk_inline_decl(dt_chk_t *, dt_node_t *);
int dt_chk_inline_use(dt_chk_t *, dt_node_t *ident, dt_ident_t *);
dt_ident_t *dt_chk_inline_array(dt_chk_t *, const dt_node_t *);
int dt_chk_key_expr(dt_chk_t *, dt_node_t *key, const char *what, int i);
int dt_chk_inline_index(dt_chk_t *, dt_node_t *, dt_ident_t *);
int dt_chk_xlator_decl(dt_chk_t *, dt_node_t *);
int dt_chk_xlate_member(dt_chk_t *, dt_node_t *);
int dt_chk_xlate_bare(dt_chk_t *, dt_node_t *);
int dt_chk_xlate_whole(dt_chk_t *, dt_node_t *);
dt_node_t *dt_chk_copy_tree(dtrace_hdl_t *, const dt_node_t *);

/* dt_check_cmp.c: the relational operators */
int dt_chk_relational(dt_chk_t *, dt_node_t *);
bool dt_chk_strcompat(const dt_type_t *, const dt_type_t *other);
int dt_chk_incompat(dt_chk_t *, dt_node_t *, const dt_type_t *,
    const dt_type_t *);
int dt_chk_xlate_cast(dt_chk_t *, dt_node_t *cast);

/* dt_check_act.c: the destructive actions, ftruncate(), and those DTrace
   on Linux refuses (chill, panic, breakpoint) */
bool dt_chk_is_destr(const char *name);

/* dt_check_actexpr.c: an action called for a value (x = trace(1)) */
const char *dt_chk_actfunc_kind(const char *name);
int dt_chk_actfunc_in_expr(dt_chk_t *, dt_node_t *call);
int dt_chk_cgexpr(dt_chk_t *);

/* dt_check_var.c: an inline whose name is taken (DTrace's D_DECL_IDRED) */
int dt_chk_inline_taken(dt_chk_t *, const dt_node_t *inl, const char *name);
int dt_chk_destr(dt_chk_t *, dt_node_t *call, dt_action_t *);

void dt_tls_layout(dtrace_hdl_t *);	/* check/dt_check_var.c */

void dt_ident_dvar_sizes(dtrace_hdl_t *);	/* check/dt_check_var.c */

/* dt_check.c */
int dt_check_program(dtrace_hdl_t *, dt_pcb_t *);

int dt_dlib_load(dtrace_hdl_t *, const char *text);
void dt_dlib_free(dtrace_hdl_t *);
const char *dt_dlib_missing(const dtrace_hdl_t *);
bool dt_dlib_have(dtrace_hdl_t *, const char *cls, const char *name);

/* dt_aggvar.c: the table of aggregation variables */
dt_aggvar_t *dt_agg_lookup(dtrace_hdl_t *, const char *name);
dt_aggvar_t *dt_agg_add(dtrace_hdl_t *, const char *name, int func);
int dt_agg_func(const char *name);
const char *dt_agg_funcname(int func);

#endif
