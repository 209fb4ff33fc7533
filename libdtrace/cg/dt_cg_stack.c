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
 * A user stack in the plain form is unwound in the kernel where it can
 * be (x86-64, bpf_loop(): dt_kuw_usable), by dt_uw_unwind
 * (bpf/dt_bpf_unwind.c) from CFI rows the consumer compiles from the
 * process's objects (dt_kunwind.c), so that code without frame pointers
 * has whole stacks in aggregation keys and records alike; ucaller and
 * ustackdepth unwind the same way, so that they agree with ustack().  A
 * process not taken in yet walks its frame pointers, as every user stack
 * does where the kernel cannot unwind.
 *
 * A user stack or address is recorded with the process id (tgid) first,
 * so that the consumer names it in the right process.  The address
 * functions record only the address (and the process id): they are
 * named by the consumer.
 *
 * A ustack() in DWARF form (dt_check_stack.c, dt_stack.h) records, when
 * the probe wants it, the user registers unwinding starts from and a
 * copy of the user stack from rsp up, for the consumer to unwind with the
 * objects' CFI.  The registers come from the program's context for a
 * uprobe (it is the user pt_regs) and from bpf_task_pt_regs() of the
 * current task for a kernel probe (Linux 5.15, "bpf: Add bpf_task_pt_regs()
 * helper"; bpf_get_current_task_btf() is 5.11).  The copy goes into the
 * record in dt_mem (never the 512-byte BPF stack), in 16 pieces with
 * bpf_probe_read_user(): the main thread's stack ends a few KiB above
 * main()'s frame, and a piece that crosses the end of the mapping fails
 * whole, so the copy ends with the last piece that was read, and the
 * record says how many bytes that is.  With ustackmode=auto the copy is
 * made only for a probe in an object built without frame pointers
 * (pid_obj_framepointers), and in a kernel probe only for the threads of
 * the -c/-p targets whose executables are such objects (a pid compared
 * when the probe fires); the others walk the frame pointers as the plain
 * form does, and say so in the record.
 */
#include <stddef.h>
#include <asm/ptrace.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_ident.h"
#include "check/dt_stack.h"
#include "base/dt_kfeat.h"
#include "../../pidprov/pid.h"

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
#define DT_UDW_PIECES		16

/* bpf_get_stack()'s flags for the kernel stack, as stack() takes it */
static uint64_t
dt_cg_kstack_flags(const dt_cg_t *cg)
{
	return cg->cg_probe->pr_ops->po_progtype ==
	    BPF_PROG_TYPE_RAW_TRACEPOINT ? DT_STACK_RAWTP_SKIP : 0;
}

/* Does ustack() of type t need its caller put in (po_ustack_caller)? */
static bool
dt_cg_ustack_caller(const dt_cg_t *cg, const dt_type_t *t)
{
	const dt_probe_t *pr = cg->cg_probe;

	return t->dt_nelems >= 2 && pr->pr_ops->po_ustack_caller != NULL &&
	    pr->pr_ops->po_ustack_caller(pr);
}

#if defined(__x86_64__)
static const int16_t dt_udw_ptregs[DT_UDW_NREGS] = {
	[DT_UDW_RIP] = offsetof(struct pt_regs, rip),
	[DT_UDW_RSP] = offsetof(struct pt_regs, rsp),
	[DT_UDW_RBP] = offsetof(struct pt_regs, rbp),
	[DT_UDW_RBX] = offsetof(struct pt_regs, rbx),
	[DT_UDW_R12] = offsetof(struct pt_regs, r12),
	[DT_UDW_R13] = offsetof(struct pt_regs, r13),
	[DT_UDW_R14] = offsetof(struct pt_regs, r14),
	[DT_UDW_R15] = offsetof(struct pt_regs, r15),
};
#else
static const int16_t dt_udw_ptregs[DT_UDW_NREGS];	/* never used */
#endif

static void dt_cg_ustack_regs_ptr(dt_cg_t *);
static void dt_cg_stack_builtin_fp(dt_cg_t *, int builtin);

/*
 * r0 = the frames dt_uw_unwind (bpf/dt_bpf_unwind.c) put at dt_mem[off]
 * (n of them, n <= DT_STACKDEPTH_MAX, the rest 0), unwound in the kernel
 * from the CFI rows of the process's objects (dt_kunwind.c), from the
 * user registers as the DWARF form takes them; to label fp if the
 * process has no rows yet.
 */
static void
dt_cg_ustack_unwind(dt_cg_t *cg, uint32_t off, uint32_t n, uint32_t fp)
{
	dt_cg_ustack_regs_ptr(cg);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(3), R(1),
	    dt_udw_ptregs[DT_UDW_RIP]));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(4), R(1),
	    dt_udw_ptregs[DT_UDW_RSP]));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(5), R(1),
	    dt_udw_ptregs[DT_UDW_RBP]));
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)off));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)n));
	dt_cg_libcall(cg, "dt_uw_unwind");
	cg->cg_dtp->dt_kuwused = true;		/* its maps: dt_load_maps */
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSLT, R(0), 0, 0), fp);
}

/* ustack()'s frames at dt_mem[off + 8] by the frame-pointer walk */
static void
dt_cg_ustack_fpwalk(dt_cg_t *cg, const dt_type_t *t, uint32_t off)
{
	uint32_t len = 8 * (uint32_t)t->dt_nelems;

	if (dt_cg_ustack_caller(cg, t))
		dt_uprobe_ustack_caller(cg, off + 8, len);
	else
		dt_cg_stack_get(cg, off + 8, len, BPF_F_USER_STACK);
}

/*
 * ustack()'s frames at dt_mem[off + 8] (the plain form): unwound in the
 * kernel where it can (dt_kuw_usable); where it cannot, or the process
 * has no rows yet, the frame-pointer walk.
 */
static void
dt_cg_ustack_walk(dt_cg_t *cg, const dt_type_t *t, uint32_t off)
{
	uint32_t fp = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);

	if (!dt_kuw_usable(cg->cg_dtp)) {
		dt_cg_ustack_fpwalk(cg, t, off);
		return;
	}
	dt_cg_ustack_unwind(cg, off + 8, (uint32_t)t->dt_nelems, fp);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, fp);
	dt_cg_ustack_fpwalk(cg, t, off);
	dt_cg_setlabel(cg, done);
}

#define DT_UDW_MAXTARGETS	8	/* targets a kernel probe tests for */

/*
 * Does this probe's ustack() in DWARF form copy the stack?  DT_UDW_ALL:
 * always; DT_UDW_NONE: never (frame pointers); DT_UDW_TARGETS: in a
 * kernel probe under ustackmode=auto, only in the threads of the targets
 * whose executables have no frame pointers (their pids in pids[0..*np)).
 */
enum { DT_UDW_NONE, DT_UDW_ALL, DT_UDW_TARGETS };

static int
dt_cg_ustack_copies(dt_cg_t *cg, pid_t *pids, int *np)
{
	const dt_probe_t *pr = cg->cg_probe;
	const char *path = pr->pr_ops->po_uobject != NULL ?
	    pr->pr_ops->po_uobject(pr) : NULL;
	pid_obj_t *obj;
	bool fp;

	if (cg->cg_dtp->dt_opts.ustackmode == DT_USTACK_DWARF)
		return DT_UDW_ALL;
	if (pr->pr_ops->po_uobject == NULL) {	/* a kernel probe */
		*np = dt_proc_nofp_targets(cg->cg_dtp, pids,
		    DT_UDW_MAXTARGETS);
		return *np > 0 ? DT_UDW_TARGETS : DT_UDW_NONE;
	}
	if (path == NULL || pid_obj_open(path, &obj) != 0)
		return DT_UDW_NONE;
	fp = pid_obj_framepointers(obj);
	pid_obj_rele(obj);
	/* the walk goes on through the callers: it ends in a target's
	   executable built without frame pointers (a library's function
	   called from a -O2 program) */
	if (fp && dt_proc_nofp_targets(cg->cg_dtp, pids, 1) > 0)
		fp = false;
	return fp ? DT_UDW_NONE : DT_UDW_ALL;
}

/* r1 = the user registers (struct pt_regs *) */
static void
dt_cg_ustack_regs_ptr(dt_cg_t *cg)
{
	if (cg->cg_probe->pr_ops->po_uobject != NULL) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), BPF_REG_10, -8));
	} else {
		dt_cg_helper(cg, BPF_FUNC_get_current_task_btf);
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(0)));
		dt_cg_helper(cg, BPF_FUNC_task_pt_regs);
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(0)));
	}
}

/* The user registers into dt_mem[dw + DT_UDW_REGS ...]. */
static void
dt_cg_ustack_regs(dt_cg_t *cg, uint32_t dw)
{
	dt_cg_ustack_regs_ptr(cg);
	for (int i = 0; i < DT_UDW_NREGS; i++) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(1),
		    dt_udw_ptregs[i]));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
		    (int16_t)(dw + DT_UDW_REGS + 8 * i)));
	}
}

/* size bytes of user stack from rsp into dt_mem[dw + DT_UDW_STACK ...] */
static void
dt_cg_ustack_copy(dt_cg_t *cg, uint32_t dw, uint32_t size)
{
	uint32_t piece = size / DT_UDW_PIECES, done = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9), (int16_t)(dw + DT_UDW_COPIED),
	    0));
	for (uint32_t k = 0; k < DT_UDW_PIECES; k++) {
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1),
		    (int32_t)(dw + DT_UDW_STACK + k * piece)));
		dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)piece));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(3), R(9),
		    (int16_t)(dw + DT_UDW_REGS + 8 * DT_UDW_RSP)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3),
		    (int32_t)(k * piece)));
		dt_cg_helper(cg, BPF_FUNC_probe_read_user);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), done);
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9),
		    (int16_t)(dw + DT_UDW_COPIED), (int32_t)((k + 1) * piece)));
	}
	dt_cg_setlabel(cg, done);
}

/* ustack() at dt_mem[off], in the form its type says */
static void
dt_cg_ustack(dt_cg_t *cg, const dt_type_t *t, uint32_t off)
{
	uint32_t dwsize = dt_stack_dwarfsize(t);
	uint32_t dw = off + dt_stack_dwarfoff(t);

	pid_t pids[DT_UDW_MAXTARGETS];
	int npids = 0, copies = dwsize == 0 ? DT_UDW_NONE :
	    dt_cg_ustack_copies(cg, pids, &npids);
	uint32_t walk = 0, done = 0;

	dt_cg_stack_pid(cg, off);
	if (copies == DT_UDW_NONE) {
		dt_cg_ustack_walk(cg, t, off);
		if (dwsize != 0)
			dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9),
			    (int16_t)(dw + DT_UDW_CAPTURED), 0));
		return;
	}
	if (copies == DT_UDW_TARGETS) {	/* is this a target's thread? */
		uint32_t copy = dt_cg_newlabel(cg);

		walk = dt_cg_newlabel(cg);
		done = dt_cg_newlabel(cg);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(9), (int16_t)off));
		for (int i = 0; i < npids; i++)
			dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0),
			    (int32_t)pids[i], 0), copy);
		dt_cg_goto(cg, BPF_JMP_A(0), walk);
		dt_cg_setlabel(cg, copy);
	}
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9), (int16_t)(off + 8), 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9), (int16_t)(dw +
	    DT_UDW_CAPTURED), 1));
	dt_cg_ustack_regs(cg, dw);
	dt_cg_ustack_copy(cg, dw, dwsize);
	if (copies != DT_UDW_TARGETS)
		return;
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, walk);	/* another process: frame pointers */
	dt_cg_ustack_walk(cg, t, off);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9), (int16_t)(dw +
	    DT_UDW_CAPTURED), 0));
	dt_cg_setlabel(cg, done);
}

void
dt_cg_stack_store(dt_cg_t *cg, const dt_type_t *t, uint32_t off, int slot)
{
	switch (dt_stack_kind(t)) {
	case DT_STK_STACK:
		dt_cg_stack_get(cg, off, (uint32_t)t->dt_size,
		    dt_cg_kstack_flags(cg));
		break;
	case DT_STK_USTACK:
		dt_cg_ustack(cg, t, off);
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

/* Does the user stack walk here miss the caller (an entry uprobe)? */
static bool
dt_cg_ustack_misses_caller(const dt_cg_t *cg)
{
	const dt_probe_t *pr = cg->cg_probe;

	return pr->pr_ops->po_ustack_caller != NULL &&
	    pr->pr_ops->po_ustack_caller(pr);
}

/*
 * caller and ucaller: the second frame of stack() and ustack(), the
 * return address into the function that called the one the probe is in
 * (0 where there is none, as in a user probe's kernel stack); stackdepth
 * and ustackdepth: how many frames stack() and ustack() would have, up
 * to DT_STACKDEPTH_MAX.  The frames are taken into dt_mem scratch: two in
 * DT_MEM_SCRATCH, or all of them at cg_stkoff.
 */
void
dt_cg_stack_builtin(dt_cg_t *cg, int bi)
{
	bool user = bi == DT_BI_UCALLER || bi == DT_BI_USTACKDEPTH;
	uint32_t fp = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);

	if (!user || !dt_kuw_usable(cg->cg_dtp)) {
		dt_cg_stack_builtin_fp(cg, bi);
		return;
	}
	/* as ustack() unwinds (dt_cg_ustack_walk), so that they agree */
	if (bi == DT_BI_UCALLER) {
		dt_cg_ustack_unwind(cg, DT_MEM_SCRATCH, 2, fp);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(9),
		    DT_MEM_SCRATCH + 8));
	} else {
		dt_cg_ustack_unwind(cg, cg->cg_stkoff, DT_STACKDEPTH_MAX, fp);
	}
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, fp);
	dt_cg_stack_builtin_fp(cg, bi);
	dt_cg_setlabel(cg, done);
}

/* The same by the kernel's frame-pointer walk. */
static void
dt_cg_stack_builtin_fp(dt_cg_t *cg, int bi)
{
	bool user = bi == DT_BI_UCALLER || bi == DT_BI_USTACKDEPTH;
	uint64_t flags = user ? BPF_F_USER_STACK : dt_cg_kstack_flags(cg);
	bool entry = user && dt_cg_ustack_misses_caller(cg);
	uint32_t ok = dt_cg_newlabel(cg);

	if (bi == DT_BI_CALLER || bi == DT_BI_UCALLER) {
		if (entry)
			dt_uprobe_ustack_caller(cg, DT_MEM_SCRATCH, 16);
		else
			dt_cg_stack_get(cg, DT_MEM_SCRATCH, 16, flags);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(9),
		    DT_MEM_SCRATCH + 8));
		return;
	}
	dt_cg_stack_get(cg, cg->cg_stkoff, DT_STACKDEPTH_MAX * 8, flags);
	/* bytes filled, or a negative error: no stack */
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGE, R(0), 0, 0), ok);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, R(0), 3));
	if (entry) {		/* ustack() puts the caller in ... */
		uint32_t none = dt_cg_newlabel(cg);

		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), none);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGE, R(0), DT_STACKDEPTH_MAX,
		    0), none);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
		    DT_MEM_SCRATCH + 8));
		/* ... unless the kernel's walk has it already */
		dt_uprobe_ustack_retaddr(cg, DT_MEM_SCRATCH);
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(9),
		    DT_MEM_SCRATCH));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(9),
		    (int16_t)(cg->cg_stkoff + 8)));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(9),
		    DT_MEM_SCRATCH + 8));
		dt_cg_goto(cg, BPF_JMP_REG(BPF_JEQ, R(1), R(2), 0), none);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), 1));
		dt_cg_setlabel(cg, none);
	}
}
