/*
 * dt_cg_stack.c -- code for stack(), ustack() and the address functions
 * (dt_stack.h has their record layouts).
 *
 * A stack is taken by bpf_get_stack(ctx, buf, size, flags) straight into
 * its place in the record or the aggregation key (both in dt_mem): the
 * kernel walks the frame pointers of the kernel stack, or with
 * BPF_F_USER_STACK those of the user stack of the current task, from the
 * registers of the probe's context.  It zeroes what it does not fill (and
 * all of buf when it fails), so a short stack ends with a 0 address and
 * equal stacks are equal bytes for the aggregation map.  bpf_get_stack()
 * is available to kprobe/uprobe, tracepoint, perf event and raw
 * tracepoint programs (kernel >= 4.18), which are all our providers'.
 *
 * A raw tracepoint's program (the syscall and rawtp providers) is called
 * from the tracepoint through bpf_trace_run<N>(), and bpf_get_stack()
 * starts in the program itself: those two frames are skipped (the flags'
 * BPF_F_SKIP_FIELD_MASK), as they name our program, which differs from
 * probe to probe and would split the aggregations of equal stacks.  What
 * is left starts at the tracepoint (__traceiter_<event>, called by the
 * kernel function that fired it).  The other program types get the
 * registers of the traced code itself, and skip nothing.
 *
 * A user stack or address is recorded with the process id (tgid) first,
 * so that the consumer names it in the right process.  The address
 * functions record only the address (and the process id): they are
 * named by the consumer.
 */
#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_stack.h"

#define R(n)	BPF_REG_##n

int
dt_cg_stackfn(dt_cg_t *cg, dt_node_t *call)
{
	int kind = dt_stack_kind(call->dn_ctype), s;

	if (kind != DT_STK_STACK && kind != DT_STK_USTACK)
		return dt_cg_value(cg, call->dn_args);
	s = dt_cg_newslot(cg);		/* a stack has no scalar value */
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_st(cg, s, R(0));
	return s;
}

/* dt_mem[off] = this process's id (tgid) */
static void
dt_cg_stack_pid(dt_cg_t *cg, uint32_t off)
{
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, R(0), 32));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0), (int16_t)off));
}

/* bpf_get_stack(ctx, &dt_mem[off], size, flags) */
static void
dt_cg_stack_get(dt_cg_t *cg, uint32_t off, uint32_t size, uint64_t flags)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), BPF_REG_10, -8));	/* ctx */
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), (int32_t)off));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(3), (int32_t)size));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), (int32_t)flags));
	dt_cg_helper(cg, BPF_FUNC_get_stack);
}

#define DT_STACK_RAWTP_SKIP	2	/* bpf_prog_*, bpf_trace_run<N> */

/* Does ustack() of type t need its caller put in (po_ustack_caller)? */
static bool
dt_cg_ustack_caller(const dt_cg_t *cg, const dt_type_t *t)
{
	const dt_probe_t *pr = cg->cg_probe;

	return t->dt_size >= 8 + 16 && pr->pr_ops->po_ustack_caller != NULL &&
	    pr->pr_ops->po_ustack_caller(pr);
}

void
dt_cg_stack_store(dt_cg_t *cg, const dt_type_t *t, uint32_t off, int slot)
{
	switch (dt_stack_kind(t)) {
	case DT_STK_STACK:
		dt_cg_stack_get(cg, off, (uint32_t)t->dt_size,
		    cg->cg_probe->pr_ops->po_progtype ==
		    BPF_PROG_TYPE_RAW_TRACEPOINT ? DT_STACK_RAWTP_SKIP : 0);
		break;
	case DT_STK_USTACK:
		dt_cg_stack_pid(cg, off);
		if (dt_cg_ustack_caller(cg, t))
			dt_uprobe_ustack_caller(cg, off + 8,
			    (uint32_t)t->dt_size - 8);
		else
			dt_cg_stack_get(cg, off + 8, (uint32_t)t->dt_size - 8,
			    BPF_F_USER_STACK);
		break;
	case DT_STK_SYM: case DT_STK_MOD:
		dt_cg_ld(cg, R(0), slot);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0), (int16_t)off));
		break;
	default:		/* usym, umod, uaddr */
		dt_cg_stack_pid(cg, off);
		dt_cg_ld(cg, R(0), slot);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
		    (int16_t)(off + 8)));
		break;
	}
}
