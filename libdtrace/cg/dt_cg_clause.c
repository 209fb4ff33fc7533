/*
 * dt_cg_clause.c -- a probe's program as a whole: the prologue, the
 * provider's trampoline, then each clause (predicate, record header,
 * statements and actions, output of the record, fault block and the
 * ERROR probe's clauses), and the layout of dt_mem shared by every
 * program.  Expressions are dt_cg.c's; this file arranges them into
 * statements and clauses.
 */
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_btf.h"
#include "check/dt_stack.h"

/* Copy an expression's value into the record at rv: its temporary
   strings are free again once it is copied. */
static void
dt_cg_recval(dt_cg_t *cg, dt_node_t *arg, const dt_recval_t *rv)
{
	uint32_t mark = dt_cg_tstr_mark(cg);
	int s = dt_cg_expr(cg, arg);
	int32_t off = (int32_t)(cg->cg_recoff + rv->rv_off);

	if (dt_stack_kind(rv->rv_type)) {
		dt_cg_stack_store(cg, rv->rv_type, (uint32_t)off, s);
	} else if (dt_type_is_string(rv->rv_type)) {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, off));
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, dt_cg_strread(cg,
		    rv->rv_type, rv->rv_size)));
		dt_cg_ld(cg, BPF_REG_3, s);
		dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	} else {
		dt_cg_ld(cg, BPF_REG_0, s);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0, off));
	}
	dt_cg_freeslot(cg, s);
	dt_cg_tstr_release(cg, mark);
}

static void
dt_cg_action(dt_cg_t *cg, const dt_action_t *act)
{
	dt_node_t *a = act->act_node->dn_args;
	int i;

	if (act->act_kind == DT_ACT_AGG) {
		dt_cg_agg(cg, act);
		return;
	}
	if (act->act_condoff != 0)	/* see dt_chk_actcond */
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
		    (int32_t)(cg->cg_recoff + act->act_condoff), 1));
	if (act->act_kind >= DT_ACT_SPECULATE &&
	    act->act_kind <= DT_ACT_DISCARD) {
		dt_cg_spec_action(cg, act);	/* dt_cg_spec.c */
		return;
	}
	if (act->act_kind == DT_ACT_PRINTA || act->act_kind >= DT_ACT_CLEAR) {
		dt_cg_aggact(cg, act);	/* printa, clear, trunc, ... */
		return;
	}
	if (dt_cg_destr(cg, act))	/* raise, stop, copyout: dt_cg_act.c */
		return;
	if (dt_cg_print_action(cg, act))	/* dt_cg_print.c */
		return;
	if (act->act_kind == DT_ACT_PRINTF || act->act_kind == DT_ACT_SYSTEM ||
	    act->act_kind == DT_ACT_FREOPEN)
		a = a->dn_next;		/* the format is not recorded */
	if (dt_chk_is_stackfn(act->act_node->dn_str))
		a = act->act_node;	/* stack(); sym(x); and the like */
	for (i = 0; i < act->act_nvals; i++, a = a->dn_next)
		dt_cg_recval(cg, a, &act->act_vals[i]);
	if (act->act_kind == DT_ACT_EXIT)
		dt_cg_buf_exit(cg, cg->cg_recoff + act->act_vals[0].rv_off);
}

static void
dt_cg_stmts(dt_cg_t *cg, dt_node_t *s, const dt_action_t **next);

/* A statement: the temporary strings it reserved are free after it. */
static void
dt_cg_stmt(dt_cg_t *cg, dt_node_t *s, const dt_action_t **next)
{
	uint32_t other, done, mark = dt_cg_tstr_mark(cg);
	int c;

	switch (s->dn_kind) {
	case DT_N_EXPRSTMT:
		if (s->dn_left == NULL)
			break;
		if (*next != NULL && (*next)->act_node == s->dn_left) {
			dt_cg_action(cg, *next);
			*next = (*next)->act_next;
			break;
		}
		dt_cg_freeslot(cg, dt_cg_expr(cg, s->dn_left));
		break;
	case DT_N_BLOCK:
		dt_cg_stmts(cg, s->dn_list, next);
		break;
	case DT_N_IF:
		other = dt_cg_newlabel(cg);
		done = dt_cg_newlabel(cg);
		c = dt_cg_expr(cg, s->dn_cond);
		dt_cg_ld(cg, BPF_REG_0, c);
		dt_cg_freeslot(cg, c);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), other);
		dt_cg_stmt(cg, s->dn_left, next);
		dt_cg_goto(cg, BPF_JMP_A(0), done);
		dt_cg_setlabel(cg, other);
		if (s->dn_right != NULL)
			dt_cg_stmt(cg, s->dn_right, next);
		dt_cg_setlabel(cg, done);
		break;
	default:
		break;
	}
	dt_cg_tstr_release(cg, mark);
}

static void
dt_cg_stmts(dt_cg_t *cg, dt_node_t *s, const dt_action_t **next)
{
	for (; s != NULL; s = s->dn_next)
		dt_cg_stmt(cg, s, next);
}

/*
 * r0 = the time of this firing: as in DTrace, one time for the whole
 * firing, which timestamp, walltimestamp and every record of the
 * firing's clauses give (a = timestamp; b = timestamp; gives a == b).
 * Read from the clock the first time it is needed; the prologue zeroes
 * it.
 */
void
dt_cg_timestamp(dt_cg_t *cg)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    DT_MEM_TSTAMP));
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 2));
	dt_cg_helper(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    DT_MEM_TSTAMP));
}

/* A record's header; for a clause, the words of its actions inside
   if/else cleared (dt_chk_actcond). */
static void
dt_cg_rechdr(dt_cg_t *cg, const dt_clause_t *cl, uint32_t epid)
{
	int32_t r = (int32_t)cg->cg_recoff;

	if (epid != DT_EPID_ERROR && dt_cg_from_row(cg)) {
		dt_cg_row_epid(cg, BPF_REG_0);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_9, BPF_REG_0, r));
	} else {
		dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_9, r, (int32_t)epid));
	}
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_9, r + 4, 0));
	dt_cg_timestamp(cg);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0, r + 8));
	for (const dt_action_t *a = cl ? cl->cl_actions : NULL; a != NULL;
	    a = a->act_next)
		if (a->act_condoff != 0)
			dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
			    r + (int32_t)a->act_condoff, 0));
}

static void dt_cg_clause(dt_cg_t *, dt_clause_t *, uint32_t);
static void dt_cg_activity_check(dt_cg_t *);

/*
 * Run the clauses of dtrace:::ERROR, if any, in the faulting probe's
 * context: arg1 the EPID, arg2 the clause, arg3 the pc, arg4 the fault,
 * arg5 its value (the error record just written holds them).  The probe's
 * own arguments are saved around them for the clauses that follow.  A
 * fault inside an ERROR clause only reports itself.
 */
static void
dt_cg_error_clauses(dt_cg_t *cg)
{
	dt_probe_t *err = dt_probe_lookup(cg->cg_dtp, "dtrace", "", "",
	    "ERROR"), *saved = cg->cg_probe;
	uint32_t fault = cg->cg_fault, epid = cg->cg_epid;
	int32_t r = (int32_t)cg->cg_recoff;
	int i;

	if (err == NULL || err->pr_nclauses == 0)
		return;
	for (i = 0; i < 6; i++) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    DT_MEM_ARGS + 8 * i));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGSAVE + 8 * i));
		if (i == 0) {
			dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
			    DT_MEM_ARGS, 0));
			continue;
		}
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    r + 8 + 8 * i));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
	cg->cg_in_error = true;
	cg->cg_probe = err;
	for (i = 0; i < err->pr_nclauses; i++)
		dt_cg_clause(cg, err->pr_clauses[i], err->pr_epids[i]);
	cg->cg_probe = saved;
	cg->cg_in_error = false;
	cg->cg_fault = fault;
	cg->cg_epid = epid;
	cg->cg_fault_used = true;
	for (i = 0; i < 6; i++) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    DT_MEM_ARGSAVE + 8 * i));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
}

/*
 * The fault block: an error record (EPID DT_EPID_ERROR) holding the
 * faulting EPID, the clause number, pc, fault code and value, as DTrace's
 * ERROR probe reports them.
 */
static void
dt_cg_fault_block(dt_cg_t *cg, dt_clause_t *cl, uint32_t epid)
{
	int32_t r = (int32_t)cg->cg_recoff;
	int i;

	dt_cg_rechdr(cg, NULL, DT_EPID_ERROR);
	if (dt_cg_from_row(cg)) {
		dt_cg_row_epid(cg, BPF_REG_0);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    r + 16));
	} else {
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, r + 16,
		    (int32_t)epid));
	}
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, r + 24, cl->cl_index));
	for (i = 0; i < 3; i++) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    DT_MEM_FAULT + 8 * i));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    r + 32 + 8 * i));
	}
	dt_cg_output(cg, DT_REC_ERRSIZE);
	if (!cg->cg_in_error)
		dt_cg_error_clauses(cg);
}

/*
 * Does the clause write a record to the principal buffer?  Yes if it has
 * an action that records data.  An empty clause records its probe firing
 * (DTrace's default action) unless quiet, where a record of nothing would
 * print nothing (but -F prints its column even under -q).  A clause of
 * statements, aggregations and speculate() only records nothing, as
 * DTrace sizes its ECB at 0 (a speculative record is written by
 * dt_cg_spec_output instead).
 */
bool
dt_clause_records(const dtrace_hdl_t *dtp, const dt_clause_t *cl)
{
	for (const dt_action_t *a = cl->cl_actions; a != NULL; a = a->act_next)
		if (a->act_kind != DT_ACT_AGG &&
		    a->act_kind != DT_ACT_SPECULATE)
			return true;
	return cl->cl_node->dn_body == NULL && (!dtp->dt_opts.quiet ||
	    dtp->dt_opts.flowindent);
}

static void
dt_cg_clause(dt_cg_t *cg, dt_clause_t *cl, uint32_t epid)
{
	uint32_t end = dt_cg_newlabel(cg);
	const dt_action_t *next = cl->cl_actions;
	dt_vartab_mark_t vars = dt_vartab_begin(cg);
	int tlsslot = cg->cg_tlsslot;	/* (ERROR's clauses run in a fault
					   block of another clause) */

	/* the prologue checked it for the first; ERROR's run within one */
	if (cg->cg_mayexit && cg->cg_clause > 0 && !cg->cg_in_error)
		dt_cg_activity_check(cg);
	cg->cg_fault = dt_cg_newlabel(cg);
	cg->cg_fault_used = false;
	cg->cg_epid = epid;
	cg->cg_tstrused = 0;
	dt_cg_subr_clause(cg);		/* no scratch memory allocated */
	dt_cg_tls_clause(cg, cl);
	dt_cg_buf_reserve(cg, cl, end);
	if (cl->cl_node->dn_cond != NULL) {
		int s = dt_cg_expr(cg, cl->cl_node->dn_cond);

		dt_cg_ld(cg, BPF_REG_0, s);
		dt_cg_freeslot(cg, s);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), end);
	}
	if (dt_clause_records(cg->cg_dtp, cl))
		dt_cg_rechdr(cg, cl, epid);
	dt_cg_stmts(cg, cl->cl_node->dn_body, &next);
	if (dt_clause_records(cg->cg_dtp, cl)) {
		uint32_t skip = dt_cg_newlabel(cg);

		dt_cg_spec_output(cg, cl, skip);	/* if speculative */
		dt_cg_output(cg, cl->cl_recsize);
		dt_cg_buf_commit(cg, cl);
		dt_cg_setlabel(cg, skip);
	}
	/* the verifier refuses unreachable code: a fault block only if some
	   instruction of the clause can fault */
	if (cg->cg_fault_used) {
		dt_cg_goto(cg, BPF_JMP_A(0), end);
		dt_cg_setlabel(cg, cg->cg_fault);
		dt_cg_fault_block(cg, cl, epid);
	}
	dt_cg_setlabel(cg, end);
	dt_vartab_end(cg, vars);
	if (cg->cg_tlsslot != 0)
		dt_cg_freeslot(cg, cg->cg_tlsslot - 1);
	cg->cg_tlsslot = tlsslot;
}

/*
 * Return from the program unless reg OP imm holds: an inline exit, so that
 * no jump has to reach the end of a large program (offsets are 16 bits).
 */
static void
dt_cg_exit_if(dt_cg_t *cg, int jop_keep, int reg, int32_t imm)
{
	struct bpf_insn exit[DT_CG_EXIT_MAX];
	int n = dt_cg_exit_insns(cg, exit);

	dt_cg_emit(cg, BPF_JMP_IMM(jop_keep, reg, imm, n));
	for (int i = 0; i < n; i++)
		dt_cg_emit(cg, exit[i]);
}

/*
 * The instructions of a return from the program (into
 * ins[DT_CG_EXIT_MAX]), and how many: once the prologue has marked this
 * CPU busy, a return clears the mark (dt_cg_prologue), and once a tick
 * has marked its firing running, that mark (dt_cg_tramp_exit_clears).
 * For trampolines that jump over an exit of their own.
 */
int
dt_cg_exit_insns(const dt_cg_t *cg, struct bpf_insn *ins)
{
	int n = 0;

	if (cg->cg_exitslot > 0) {	/* dt_cg_tramp_exit_clears */
		ins[n++] = BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10,
		    DT_CG_SLOT_OFF(cg->cg_exitslot - 1));
		ins[n++] = BPF_MOV64_IMM(BPF_REG_2, -1);
		ins[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_2, 1);
		ins[n++] = BPF_ATOMIC_AND(BPF_DW, BPF_REG_1, BPF_REG_2, 0);
	}
	if (cg->cg_guarded)
		ins[n++] = BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_BUSY, 0);
	ins[n++] = BPF_MOV64_IMM(BPF_REG_0, 0);
	ins[n++] = BPF_EXIT_INSN();
	return n;
}

/*
 * Return unless the activity state lets this probe's clauses run: BEGIN
 * runs before tracing is active, END after, the others between.  As in
 * DTrace, the state is checked before each clause, so that an exit() (in
 * a clause, or in an ERROR clause run for a fault) stops the clauses that
 * follow it in the same firing.  Only where some clause of the firing
 * has an exit(): the check costs instructions the verifier walks, which
 * a program of thousands of clauses cannot spare.
 */
static void
dt_cg_activity_check(dt_cg_t *cg)
{
	dt_probe_t *pr = cg->cg_probe;
	bool dtrace = pr->pr_ops->po_control;
	int want = dtrace && strcmp(pr->pr_name, "BEGIN") == 0 ?
	    DT_ACT_INACTIVE : DT_ACT_ACTIVE;

	if (dtrace && strcmp(pr->pr_name, "END") == 0)
		return;
	dt_cg_mapaddr(cg, BPF_REG_1, "dt_global", DT_GLOB_STATE);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_1, 0));
	dt_cg_exit_if(cg, BPF_JEQ, BPF_REG_1, want);
}

/*
 * The prologue: save ctx; r9 = a free element of this CPU's dt_mem; return
 * unless the activity state lets this probe fire.  fp-16 holds key 0 (for
 * the per-CPU maps) for the whole program, fp-24 this CPU's number.
 *
 * A program's dt_mem element holds its arguments, clause-local variables
 * and the record being built.  A program can start while another is
 * running on the same CPU -- a profile or cpc sample, or a tracepoint
 * fired in an interrupt, arriving in the middle of a raw tracepoint's
 * program, which the kernel does not keep out -- and must not overwrite
 * the interrupted one's.  So each CPU has DT_MEM_LEVELS elements, and a
 * program takes the first one not marked busy (DT_MEM_BUSY) and marks it
 * for as long as it runs; every return from then on clears the mark
 * (dt_cg_exit_insns).  An interrupted program resumes only when the one
 * that interrupted it has returned, so the elements are taken and freed
 * in stack order.  A program that finds them all busy (nesting deeper
 * than task, softirq, hard interrupt, NMI) returns at once: the probe
 * does not fire.  (DTrace runs probe context with interrupts disabled:
 * an interrupt's probe fires after the interrupted one, not inside it.)
 */
static void
dt_cg_prologue(dt_cg_t *cg)
{
	uint32_t found = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_1, -8));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_10, -16, 0));
	dt_cg_helper(cg, BPF_FUNC_get_smp_processor_id);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, -24));
	/* -x cpu=N: trace only on that CPU (BEGIN and END are run there) */
	if (cg->cg_dtp->dt_opts.cpu >= 0)
		dt_cg_exit_if(cg, BPF_JEQ, BPF_REG_0,
		    (int32_t)cg->cg_dtp->dt_opts.cpu);
	/* the key, at fp-32 (an expression slot, not yet in use) */
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, BPF_REG_0, DT_MEM_LEVELS));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_10, BPF_REG_0, -32));
	for (int level = 0; level < DT_MEM_LEVELS; level++) {
		dt_cg_map(cg, BPF_REG_1, "dt_mem");
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_10));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -32));
		dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
		dt_cg_exit_if(cg, BPF_JNE, BPF_REG_0, 0);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0,
		    DT_MEM_BUSY));
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), found);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_10, -32));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_10, BPF_REG_1, -32));
	}
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_cg_emit(cg, BPF_EXIT_INSN());
	dt_cg_setlabel(cg, found);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_BUSY, 1));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_TSTAMP, 0));
	cg->cg_guarded = true;

	dt_cg_activity_check(cg);
	if (cg->cg_shared)
		dt_cg_load_row(cg);
}

/* Used by providers' trampolines. */
void
dt_cg_tramp_zero_args(dt_cg_t *cg)
{
	int i;

	for (i = 0; i < DT_MEM_NARGS; i++)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
		    DT_MEM_ARGS + 8 * i, 0));
}

/* return from the program unless reg jop_keep imm holds */
void
dt_cg_tramp_exit_if(dt_cg_t *cg, int jop_keep, int reg, int32_t imm)
{
	dt_cg_exit_if(cg, jop_keep, reg, imm);
}

void
dt_cg_tramp_exit_unless(dt_cg_t *cg, int reg)
{
	dt_cg_exit_if(cg, BPF_JNE, reg, 0);
}

/* The word stays in a slot of its own for the program's life, a
   pointer the verifier still knows when an exit reloads it. */
void
dt_cg_tramp_exit_clears(dt_cg_t *cg, int reg)
{
	int slot = dt_cg_newslot(cg);

	dt_cg_st(cg, slot, reg);
	cg->cg_exitslot = slot + 1;
}

void
dt_cg_tramp_mapval(dt_cg_t *cg, int reg, const char *map, uint32_t off)
{
	dt_cg_mapaddr(cg, reg, map, off);
}

void
dt_cg_tramp_call_lib(dt_cg_t *cg, const char *func)
{
	dt_cg_libcall(cg, func);
}

/* a string a trampoline makes (proc:::exec's path): its dt_mem offset */
uint32_t
dt_cg_tramp_strbuf(dt_cg_t *cg)
{
	return cg->cg_trampstroff;
}

void
dt_cg_tramp_emit(dt_cg_t *cg, struct bpf_insn insn)
{
	dt_cg_emit(cg, insn);
}

dtrace_hdl_t *
dt_cg_dtp(const dt_cg_t *cg)
{
	return cg->cg_dtp;
}

dt_probe_t *
dt_cg_for_probe(const dt_cg_t *cg)
{
	return cg->cg_probe;
}

bool
dt_cg_shared(const dt_cg_t *cg)
{
	return cg->cg_shared;
}

uint32_t
dt_cg_kfnoff(const dt_cg_t *cg)
{
	return cg->cg_kfnoff;
}

bool
dt_cg_kfncopy(const dt_cg_t *cg)
{
	return cg->cg_kfncopy;
}

void
dt_cg_set_kfncopy(dt_cg_t *cg)
{
	cg->cg_kfncopy = true;
}

/*
 * Where each area lies in dt_mem and dt_global.  The same for every
 * probe's program, including those generated after tracing began
 * (dt_late.c), so it depends only on the program's sizes.
 */
static void
dt_cg_layout(dtrace_hdl_t *dtp, dt_cg_t *cg)
{
	/* the record first: instructions address its fields with 16-bit
	   offsets from r9; the areas after it are reached through computed
	   pointers */
	cg->cg_recoff = DT_MEM_FIXED;
	cg->cg_thisoff = cg->cg_recoff + (uint32_t)dtp->dt_opts.maxrecsize;
	cg->cg_tstroff = cg->cg_thisoff + dtp->dt_thissize;
	cg->cg_aggkeyoff = cg->cg_tstroff + DT_NTSTRINGS * DT_STRBUF(dtp);
	cg->cg_dvkeyoff = cg->cg_aggkeyoff + dtp->dt_aggkeysize;
	cg->cg_dvvaloff = cg->cg_dvkeyoff + dtp->dt_dvkeysize;
	cg->cg_globoff = dt_globbase(dtp);
	cg->cg_strscroff = cg->cg_dvvaloff + dtp->dt_dvvalsize;
	cg->cg_trampstroff = cg->cg_strscroff + dt_cg_str_scratchsize(dtp) +
	    dt_cg_subr_areasize(dtp);
	cg->cg_stkoff = cg->cg_trampstroff + DT_STRBUF(dtp);
	cg->cg_rowoff = cg->cg_stkoff + DT_STACKDEPTH_MAX * 8;
	cg->cg_kfnoff = cg->cg_rowoff + dtp->dt_rowsize;
}

/* Bytes of dt_mem a CPU: what every program's layout needs. */
uint32_t
dt_cg_memsize(dtrace_hdl_t *dtp)
{
	dt_cg_t cg;

	memset(&cg, 0, sizeof(cg));
	dt_cg_layout(dtp, &cg);
	return cg.cg_kfnoff + DT_KFN_COPYSIZE;
}

/* Has a clause of probe pr an exit()? */
static bool
dt_cg_clauses_exit(const dt_probe_t *pr)
{
	for (int i = 0; pr != NULL && i < pr->pr_nclauses; i++)
		for (const dt_action_t *a = pr->pr_clauses[i]->cl_actions;
		    a != NULL; a = a->act_next)
			if (a->act_kind == DT_ACT_EXIT)
				return true;
	return false;
}

/* May an exit() run in a firing of pr: in its clauses or ERROR's? */
static bool
dt_cg_probe_mayexit(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	return dt_cg_clauses_exit(pr) || dt_cg_clauses_exit(
	    dt_probe_lookup(dtp, "dtrace", "", "", "ERROR"));
}

/*
 * Generate the program of one enabled probe into prog.  Returns 0, or -1
 * with the handle's error set.
 */
int
dt_cg_probe(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_prog_t *prog, bool shared)
{
	dt_cg_t cg;
	int i;

	memset(&cg, 0, sizeof(cg));
	cg.cg_dtp = dtp;
	cg.cg_prog = prog;
	cg.cg_probe = pr;
	dt_cg_layout(dtp, &cg);
	cg.cg_shared = shared;
	cg.cg_cbref = -1;
	cg.cg_mayexit = dt_cg_probe_mayexit(dtp, pr);

	if (pr->pr_ops->po_prepare != NULL)
		pr->pr_ops->po_prepare(dtp, pr);
	dt_cg_prologue(&cg);
	pr->pr_ops->po_trampoline(&cg, pr);
	for (i = 0; i < pr->pr_nclauses; i++) {
		cg.cg_clause = i;
		dt_cg_clause(&cg, pr->pr_clauses[i], pr->pr_epids[i]);
	}
	if (pr == dtp->dt_tlsexit)
		dt_cg_dvar_tlsexit(&cg);
	if (pr == dtp->dt_tlsexit && dtp->dt_vtime)
		dt_vtime_exit(&cg);
	if (pr == dtp->dt_vtimesw)
		dt_vtime_switch(&cg);
	{
		struct bpf_insn exit[DT_CG_EXIT_MAX];
		int n = dt_cg_exit_insns(&cg, exit);

		for (i = 0; i < n; i++)
			dt_cg_emit(&cg, exit[i]);
	}
	if (cg.cg_cbref >= 0)		/* a subprogram of our own */
		dt_cg_dvar_tlsfree_cb(&cg);

	if (cg.cg_toodeep)
		return dt_set_err(dtp, "expression too complex: out of BPF "
		    "stack slots");
	if (cg.cg_tstrfull)
		return dt_set_err(dtp, "expression too complex: out of "
		    "temporary strings");
	if (cg.cg_nobtf != NULL)
		return dt_set_err(dtp, "%s needs kernel types: "
		    DT_BTF_NONE_MSG, cg.cg_nobtf);
	if (cg.cg_unsupported != NULL)
		return dt_set_err(dtp, "code generation for %s is not "
		    "supported yet", cg.cg_unsupported);
	switch (dt_prog_resolve_labels(prog)) {
	case 0:
		break;
	case -2:
		return dt_set_err(dtp, "program for probe %s:%s:%s:%s is too "
		    "large: a clause or jump spans more than 32767 BPF "
		    "instructions", pr->pr_prov, pr->pr_mod, pr->pr_func,
		    pr->pr_name);
	default:
		return dt_set_err(dtp, "internal error: unplaced label");
	}
	if (cg.cg_cbref >= 0)		/* imm: the callback, relative */
		prog->dp_insns[cg.cg_cbref].imm =
		    prog->dp_labels[cg.cg_cblabel] - cg.cg_cbref - 1;
	return 0;
}
