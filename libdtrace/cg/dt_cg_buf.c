/*
 * dt_cg_buf.c -- code that writes records to the principal buffer:
 * perf_event_output, the drops it counts, and the buffer policies (see
 * dt_buf.c).
 *
 * Under bufpolicy=fill a clause reserves the space of its record before
 * its predicate runs, as DTrace reserves an ECB's space before evaluating
 * anything: once this CPU's buffer is full, no clause of a probe on it
 * runs at all, predicates included.  The bytes recorded are counted in
 * this CPU's element of dt_fill (DT_FILL_USED), in the unit DT_BUF_COST
 * measures; not in dt_mem, whose element is a program's own (a program
 * run in an interrupt has another).  The first clause that does not fit
 * marks the CPU full (DT_FILL_FULL)
 * and the trace filled (DT_GLOB_FILLED); the consumer then stops tracing.
 * END's clauses may use the room kept back for them (dt_endreserve) and
 * run even on a full CPU.
 *
 * exit() also leaves its status in dt_global (DT_GLOB_EXITVAL), first
 * caller first: under fill and ring the consumer reads no record until
 * the end and must learn the status without one.
 */
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"

/*
 * A record that does not fit in this CPU's buffer is a drop: count it in
 * the per-CPU dt_drops map for the consumer to report.  (The kernel's own
 * PERF_RECORD_LOST would only appear at the next write to that ring, which
 * may never come.)
 */
static void
dt_cg_count_drop(dt_cg_t *cg)
{
	uint32_t done = dt_cg_newlabel(cg);

	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_cg_drop(cg, DT_DROP_PRINCIPAL);
	dt_cg_setlabel(cg, done);
}

/* Count one drop of a kind (DT_DROP_*) on this CPU, in dt_drops. */
void
dt_cg_drop(dt_cg_t *cg, int kind)
{
	uint32_t done = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_KEY, kind));
	dt_cg_map(cg, BPF_REG_1, "dt_drops");
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MEM_KEY));
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	dt_cg_setlabel(cg, done);
}

/*
 * perf_event_output(ctx, &dt_buffers, BPF_F_CURRENT_CPU, rec, size); the
 * prologue saved ctx at fp-8
 */
void
dt_cg_output(dt_cg_t *cg, uint32_t size)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	dt_cg_map(cg, BPF_REG_2, "dt_buffers");
	dt_cg_emit(cg, BPF_ALU32_IMM(BPF_MOV, BPF_REG_3, -1));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_4, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4,
	    (int32_t)cg->cg_recoff));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_5, (int32_t)size));
	dt_cg_helper(cg, BPF_FUNC_perf_event_output);
	dt_cg_count_drop(cg);
}

static bool
dt_cg_buf_is_end(const dt_cg_t *cg)
{
	const dt_probe_t *pr = cg->cg_probe;

	return pr->pr_ops->po_control && strcmp(pr->pr_name, "END") == 0;
}

/* The record's cost against bufsize, 0 for a clause that records none. */
static uint64_t
dt_cg_buf_cost(const dt_cg_t *cg, const dt_clause_t *cl)
{
	return dt_clause_records(cg->cg_dtp, cl) ?
	    DT_BUF_COST(cl->cl_recsize) : 0;
}

/* r3 = this CPU's element of dt_fill, or go to fail (never: key 0) */
static void
dt_cg_buf_fill_state(dt_cg_t *cg, uint32_t fail)
{
	dt_cg_map(cg, BPF_REG_1, "dt_fill");
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_10));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));	/* key 0 */
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), fail);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
}

/*
 * Before a clause's predicate: go to skip unless the clause's record fits
 * in what is left of this CPU's fill buffer.
 */
void
dt_cg_buf_reserve(dt_cg_t *cg, const dt_clause_t *cl, uint32_t skip)
{
	const dtrace_hdl_t *dtp = cg->cg_dtp;
	uint64_t cost = dt_cg_buf_cost(cg, cl), limit = dtp->dt_opts.bufsize;
	uint32_t fits = dt_cg_newlabel(cg);
	bool end = dt_cg_buf_is_end(cg);

	if (dtp->dt_opts.bufpolicy != DT_BUFPOLICY_FILL || (end && cost == 0))
		return;
	dt_cg_buf_fill_state(cg, skip);		/* r3 */
	if (!end) {
		limit -= dtp->dt_endreserve;	/* dt_buf_open checked it */
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3,
		    DT_FILL_FULL));
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), skip);
	}
	if (cost == 0)
		return;
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3,
	    DT_FILL_USED));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)cost));
	dt_cg_loadimm(cg, BPF_REG_1, limit);
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JLE, BPF_REG_0, BPF_REG_1, 0), fits);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_3, DT_FILL_FULL, 1));
	dt_cg_mapaddr(cg, BPF_REG_1, "dt_global", DT_GLOB_FILLED);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_1, 0, 1));
	dt_cg_goto(cg, BPF_JMP_A(0), skip);
	dt_cg_setlabel(cg, fits);
}

/* After a clause's record is written: count it against the fill buffer. */
void
dt_cg_buf_commit(dt_cg_t *cg, const dt_clause_t *cl)
{
	uint64_t cost = dt_cg_buf_cost(cg, cl);
	uint32_t done = dt_cg_newlabel(cg);

	if (cg->cg_dtp->dt_opts.bufpolicy != DT_BUFPOLICY_FILL || cost == 0)
		return;
	dt_cg_buf_fill_state(cg, done);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3,
	    DT_FILL_USED));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)cost));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_3, BPF_REG_0,
	    DT_FILL_USED));
	dt_cg_setlabel(cg, done);
}

/*
 * exit(): keep the status of the first exit() in dt_global, then stop
 * every probe but END.  valoff: the status in the record (dt_mem).
 */
void
dt_cg_buf_exit(dt_cg_t *cg, uint32_t valoff)
{
	uint32_t draining = dt_cg_newlabel(cg);

	dt_cg_mapaddr(cg, BPF_REG_1, "dt_global", DT_GLOB_STATE);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_1, 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, DT_ACT_DRAINING, 0),
	    draining);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    (int16_t)valoff));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0,
	    DT_GLOB_EXITVAL - DT_GLOB_STATE));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, BPF_REG_1, 0, DT_ACT_DRAINING));
	dt_cg_setlabel(cg, draining);
}
