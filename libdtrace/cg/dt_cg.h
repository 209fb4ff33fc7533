/*
 * dt_cg.h -- the code generator's state and its files' shared functions
 * (see dt_cg.c); providers use dt_cg_tramp.h alone.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"

struct dt_cg {
	dtrace_hdl_t *cg_dtp;
	dt_prog_t *cg_prog;
	dt_probe_t *cg_probe;
	uint32_t cg_epid;
	uint64_t cg_slots;		/* stack slots in use */
	bool cg_toodeep;
	const char *cg_unsupported;
	const char *cg_nobtf;		/* what needs the kernel's BTF */
	uint32_t cg_fault;		/* label: current clause's fault block */
	bool cg_fault_used;		/* some instruction jumps to it */
	bool cg_in_error;		/* generating ERROR's clauses */
	bool cg_mayexit;		/* a clause of the firing has exit() */
	uint32_t cg_thisoff;		/* dt_mem: this-> variables */
	uint32_t cg_tstroff;		/* dt_mem: temporary strings */
	uint32_t cg_recoff;		/* dt_mem: the record */
	uint32_t cg_globoff;		/* dt_global: D global variables */
	uint32_t cg_tstrused;		/* temporary strings reserved (a bit
					   each: dt_cg_tstr.c) */
	uint32_t cg_tstrresult;		/* those an expression's value is in */
	bool cg_tstrknown;		/* ... if it said so */
	bool cg_tstrfull;		/* one was wanted, none was free */
	uint32_t cg_aggkeyoff;		/* dt_mem: an aggregation key */
	uint32_t cg_dvkeyoff;		/* dt_mem: a dynamic variable's key */
	uint32_t cg_dvvaloff;		/* dt_mem: a value to store in one */
	uint32_t cg_strscroff;		/* dt_mem: string scratch (dt_cg_str.c) */
	bool cg_shared;			/* a program shared by probes: */
	uint32_t cg_trampstroff;	/* dt_mem: a trampoline's string */
	uint32_t cg_rowoff;		/* dt_mem: the firing probe's row */
	uint32_t cg_stkoff;		/* dt_mem: stackdepth's frames */
	uint32_t cg_kfnoff;		/* dt_mem: a kernel function's
					   arguments and return value, as a
					   kprobe trampoline copies them
					   (dt_kfn_kprobe.c) */
	bool cg_kfncopy;		/* they are there, not in the
					   context (dt_stable_ctx) */
	bool cg_guarded;		/* DT_MEM_BUSY is set: an exit
					   clears it */
	int cg_exitslot;		/* slot + 1 of a word whose top bit
					   an exit clears (tick's "a firing
					   runs"), or 0 */
	int cg_tlsslot;			/* slot + 1 of the clause's dt_tls
					   pointer (dt_tls.c), or 0 */
	int cg_clause;			/* index of the clause in the probe's */
	int32_t cg_cbref;		/* ld_imm64 of the callback, or -1 */
	uint32_t cg_cblabel;		/* where the callback starts */
	uint32_t cg_varbase;		/* the clause's first dp_vars entry */
	bool cg_varopen;		/* ... while a clause is generated */
};

#define DT_REC_ERRSIZE	(DT_REC_HDRSIZE + 40)

/* for the code generator's other files (dt_cg_agg.c) */
void dt_cg_ld(dt_cg_t *, int reg, int slot);
void dt_cg_st(dt_cg_t *, int slot, int reg);
int dt_cg_newslot(dt_cg_t *);
#define DT_CG_SLOT_OFF(k)	(-32 - 8 * (k))	/* below ctx, key 0, cpu */
/* r0 = the t at the address in slot (probe_read, or fault there) */
void dt_cg_load(dt_cg_t *, int addrslot, const dt_type_t *t);
void dt_cg_freeslot(dt_cg_t *, int slot);
void dt_cg_slotaddr(dt_cg_t *, int reg, int slot);
int dt_cg_newslotpair(dt_cg_t *);	/* free it and the one before */
int dt_cg_value(dt_cg_t *, dt_node_t *);	/* strings as D strings */
int dt_cg_expr(dt_cg_t *, dt_node_t *);	/* strings as pointers */
/* bytes to read of a string of type t into a max-byte buffer */
int32_t dt_cg_strread(const dt_cg_t *, const dt_type_t *, uint32_t max);
void dt_cg_drop(dt_cg_t *, int kind);	/* DT_DROP_* */
void dt_cg_libcall(dt_cg_t *, const char *func);
void dt_cg_mapaddr(dt_cg_t *, int reg, const char *map, uint32_t off);
void dt_cg_timestamp(dt_cg_t *);	/* r0 = this firing's time */
void dt_cg_agg(dt_cg_t *, const dt_action_t *);	/* dt_cg_agg.c */
void dt_cg_aggact(dt_cg_t *, const dt_action_t *);
void dt_cg_raise(dt_cg_t *, int fault, int reg);	/* reg < 0: no value */
void dt_cg_index_check(dt_cg_t *, int reg, size_t nelems);
void dt_cg_normalize(dt_cg_t *, int reg, const dt_type_t *);
int dt_cg_update(dt_cg_t *, dt_node_t *op, int old);	/* x op= v, x++ */
/* what x op= v, x++ yields: the new value s, or old for x++ / x-- */
int dt_cg_update_value(dt_cg_t *, const dt_node_t *op, int s, int old);

/* dt_cg_tstr.c: temporary strings, reserved while values are in them */
uint32_t dt_cg_newtstring(dt_cg_t *);	/* dt_mem offset of a temp string */
uint32_t dt_cg_tstr_mark(const dt_cg_t *);
void dt_cg_tstr_release(dt_cg_t *, uint32_t mark);	/* those since mark */
void dt_cg_tstr_result(dt_cg_t *, uint32_t off);	/* the value is there */
int dt_cg_tstr_expr(dt_cg_t *, dt_node_t *,
    int (*gen)(dt_cg_t *, dt_node_t *));

/* dt_cg_print.c: trace() of bytes, tracemem(), print() (false: not
   one), and assignments to members and elements of D variables */
int dt_cg_lvaddr(dt_cg_t *, dt_node_t *);	/* address into a slot */
bool dt_cg_print_action(dt_cg_t *, const dt_action_t *);
int dt_cg_assign_var_member(dt_cg_t *, dt_node_t *assign);
void dt_cg_loadmem(dt_cg_t *, int addrslot, const dt_type_t *);	/* r0 */
int dt_cg_xlstruct(dt_cg_t *, dt_node_t *);	/* its address */

/* dt_cg_uregs.c: uregs[R_*] */
int dt_cg_uregs(dt_cg_t *, dt_node_t *);

/* dt_cg_member.c: bit-fields */
const dt_member_t *dt_cg_bitfield(const dt_node_t *);
void dt_cg_bitfield_load(dt_cg_t *, int slot, const dt_member_t *);
uint32_t dt_cg_bitfield_size(const dt_member_t *);
int dt_cg_bitfield_assign(dt_cg_t *, dt_node_t *assign, const dt_member_t *,
    int addrslot, bool scratch);

/* dt_cg_act.c: raise, stop, copyout, copyoutstr (false: not one) */
bool dt_cg_destr(dt_cg_t *, const dt_action_t *);

/* dt_cg_str.c: string and byte-order subroutines */
int dt_cg_subr(dt_cg_t *, dt_node_t *call);
uint32_t dt_cg_str_scratchsize(const dtrace_hdl_t *);
void dt_cg_strnull(dt_cg_t *, int reg);			/* dt_cg_str.c */
void dt_cg_strnull_unless(dt_cg_t *, int s, uint32_t label);
void dt_cg_strnull_index(dt_cg_t *, int s, int reg);
void dt_cg_strnull_load(dt_cg_t *, int reg);
void dt_cg_strnull_store(dt_cg_t *, int reg, int s, uint32_t done);
void dt_cg_strnull_cleared(dt_cg_t *, int reg);
void dt_cg_str_cmp(dt_cg_t *);	/* r0 = strcmp(r1, r2) of D strings */

/* dt_cg_subr.c: inet, scratch memory (alloca...), progenyof */
struct dt_subr;
struct btf_type;
int dt_cg_subr_more(dt_cg_t *, dt_node_t *call, const struct dt_subr *);
uint32_t dt_cg_subr_areasize(const dtrace_hdl_t *);
void dt_cg_subr_clause(dt_cg_t *);	/* at the start of each clause */
void dt_cg_subr_scratchptr(dt_cg_t *, int addrslot, uint32_t size);
void dt_cg_subr_allocaload(dt_cg_t *, int addrslot, uint32_t size);
/* ... and the kernel's BTF facts that bpf/dt_bpf_pcpu.c needs */
struct dt_kbtf;
int64_t dt_cg_subr_btfoff(dtrace_hdl_t *, const char *sname,
    const char *member);
/* the offset of member in BTF struct or union t, into its anonymous
   members, or -1 */
int64_t dt_cg_subr_memboff(struct dt_kbtf *, const struct btf_type *t,
    const char *member, int depth);

/* dt_cg_lock.c: mutex_owned(), rw_read_held(), ... */
int dt_cg_lock_subr(dt_cg_t *, dt_node_t *call, int id);
int64_t dt_cg_subr_pcpuvar(struct dt_kbtf *, const char *name);
bool dt_cg_subr_rqwalk(dtrace_hdl_t *, uint64_t *offs, int64_t *rqs);

/* dt_cg_ipl.c: ipl's code */
void dt_cg_ipl(dt_cg_t *);		/* r0 = ipl */

/* dt_cg_task.c: task_struct's offsets from BTF, into the handle */
void dt_cg_task_btf(dtrace_hdl_t *);

/* dt_vtime.c: vtimestamp's code */
void dt_vtime_read(dt_cg_t *);		/* r0 = vtimestamp */
void dt_vtime_switch(dt_cg_t *);	/* on sched_switch */
void dt_vtime_exit(dt_cg_t *);		/* at thread exit */

/* dt_cg_store.c: stores through pointers (*p = v, p->m += v, p[i]++) */
int dt_cg_assign_ptr(dt_cg_t *, dt_node_t *assign);
int dt_cg_store_sou(dt_cg_t *, dt_node_t *assign, int dstslot, bool scratch);
bool dt_cg_store_hasaddr(const dt_node_t *);

/* dt_cg_spec.c: speculations */
int dt_cg_spec_alloc(dt_cg_t *);
void dt_cg_spec_action(dt_cg_t *, const dt_action_t *);
void dt_cg_spec_output(dt_cg_t *, const dt_clause_t *, uint32_t skip);

/* dt_cg_dvar.c */
void dt_cg_keyhead(dt_cg_t *, uint32_t off, uint32_t size, uint32_t id);
void dt_cg_tuple(dt_cg_t *, uint32_t off, int n, dt_type_t *const *types,
    const uint32_t *offs, const int *slots);
void dt_cg_tuple_str(dt_cg_t *, uint32_t off, int n, dt_type_t *const *types,
    const uint32_t *offs, const uint32_t *strsz, const int *slots);
const uint32_t *dt_cg_tuple_strsz(const dt_cg_t *, int n,
    const uint32_t *offs, uint32_t size, uint32_t *strsz);
int dt_cg_dvar_keys(dt_cg_t *, dt_node_t *lv, int *slots);
void dt_cg_dvar_free(dt_cg_t *, const int *slots, int n);
int dt_cg_dvar_load(dt_cg_t *, const dt_ident_t *, const int *slots);
int dt_cg_dvar_step(dt_cg_t *, dt_node_t *op, const dt_ident_t *,
    const int *slots);			/* x[k]++ */
void dt_cg_step_old(dt_cg_t *, int ptr, int old, int16_t off);
/* dt_tls.c */
/* at a clause's start: its dt_tls pointer's slot, if it names self-> */
void dt_cg_tls_clause(dt_cg_t *, const dt_clause_t *);
int dt_cg_tls_load(dt_cg_t *, const dt_ident_t *);
void dt_cg_tls_store(dt_cg_t *, const dt_ident_t *, int s);
int dt_cg_tls_step(dt_cg_t *, dt_node_t *op, const dt_ident_t *);
void dt_cg_dvar_store(dt_cg_t *, const dt_ident_t *, const int *slots, int s);
int dt_cg_dvar_assign_sou(dt_cg_t *, dt_node_t *);
int dt_cg_dvar_lvaddr(dt_cg_t *, dt_node_t *);
void dt_cg_dvar_tlsexit(dt_cg_t *);
void dt_cg_dvar_tlsfree_cb(dt_cg_t *);	/* after the program's exit */

/* dt_vartab.c: the variables each clause uses (DT_PV_*), for -S; a
   clause's code is between dt_vartab_begin and dt_vartab_end */
typedef struct dt_vartab_mark {
	uint32_t vm_base;		/* the outer clause's, if any */
	bool vm_open;
	uint32_t vm_from;		/* this clause's first instruction */
} dt_vartab_mark_t;
dt_vartab_mark_t dt_vartab_begin(dt_cg_t *);
void dt_vartab_end(dt_cg_t *, dt_vartab_mark_t);
void dt_vartab_use(dt_cg_t *, const dt_ident_t *, unsigned flags);

/* dt_cg_row.c: shared programs */
bool dt_cg_from_row(const dt_cg_t *);
void dt_cg_rowval(dt_cg_t *, int reg, int32_t off, int size);
void dt_cg_row_epid(dt_cg_t *, int reg);
void dt_cg_probename(dt_cg_t *, int which);	/* 0..3: probeprov.. */
void dt_cg_load_row(dt_cg_t *);

/* dt_cg_buf.c: writing records, buffer policies */
void dt_cg_output(dt_cg_t *, uint32_t size);	/* the record in dt_mem */
void dt_cg_buf_reserve(dt_cg_t *, const dt_clause_t *, uint32_t skip);
void dt_cg_buf_commit(dt_cg_t *, const dt_clause_t *);
void dt_cg_buf_exit(dt_cg_t *, uint32_t valoff);

/* dt_vtime.c: vtimestamp */
int dt_vtime_load(dtrace_hdl_t *);
void dt_vtime_teardown(dtrace_hdl_t *);

int dt_tls_load(dtrace_hdl_t *);
void dt_tls_teardown(dtrace_hdl_t *);

/* dt_cg.c: shared, the program of a dt_share (identity from the row) */
int dt_cg_probe(dtrace_hdl_t *, dt_probe_t *, dt_prog_t *, bool shared);
uint32_t dt_cg_memsize(dtrace_hdl_t *);
bool dt_clause_records(const dtrace_hdl_t *, const dt_clause_t *);

/* dt_vartab.c: -S's table of the variables a program uses */
void dt_vartab_print(dtrace_hdl_t *, FILE *, const dt_prog_t *);
void dt_vartab_typestr(const dtrace_hdl_t *, const dt_type_t *, char *buf,
    size_t len);

/* dt_share.c: probes whose programs differ only in the probe's identity
   share one (a row each of dt_prows, dt_layout.h) */
int dt_share_generate(dtrace_hdl_t *);
int dt_share_load_maps(dtrace_hdl_t *);
int dt_share_attach(dtrace_hdl_t *, dt_probe_t *);
int dt_share_count(const dt_probe_t *);
void dt_share_teardown(dtrace_hdl_t *);
uint64_t dt_share_hash(const dt_prog_t *);
bool dt_share_same(const dt_prog_t *, const dt_prog_t *);
bool dt_share_eligible(dtrace_hdl_t *, const dt_probe_t *);

/*
 * Where the globals start in dt_global, fixed when the first program is
 * generated: after the per-probe words (tick) of the probes made by then.
 * Probes made later (dt_late.c) have no per-probe word.
 */
static inline uint32_t
dt_globbase(dtrace_hdl_t *dtp)
{
	if (dtp->dt_globbase == 0)
		dtp->dt_globbase = DT_GLOB_FIXED + 8 * dtp->dt_nprobes;
	return dtp->dt_globbase;
}

#endif
