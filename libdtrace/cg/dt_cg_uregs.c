/*
 * dt_cg_uregs.c -- code for uregs[R_*], the user registers of the thread
 * at the probe (the index is a constant the checker has bounded; the
 * register layout is in dt_regs.c).
 *
 * Where the registers are:
 *   - uprobe programs (pid, usdt: BPF_PROG_TYPE_KPROBE) get the user
 *     pt_regs as their context, so uregs[i] is one load from the context
 *     (saved by the prologue at fp-8);
 *   - every other program reads them from the current task:
 *     bpf_task_pt_regs(bpf_get_current_task_btf()) (Linux 5.15, "bpf: Add
 *     bpf_task_pt_regs() helper"; both helpers are open to kprobe,
 *     tracepoint, raw tracepoint and perf event programs), which is the
 *     pt_regs saved when the thread last entered the kernel: its user
 *     registers, also for a probe in a system call or an interrupt;
 *   - x86-64's segment registers and trap number (R_DS .. R_TRAPNO) are
 *     not in pt_regs: they are read from task_struct's thread, at
 *     offsets from the kernel's BTF.
 */
#include "cg/dt_cg.h"
#include "check/dt_regs.h"
#include "types/dt_btf.h"

#define DT_CTX_SAVE	(-8)	/* where the prologue keeps ctx */

/* r0 = the 8-byte word at off in the uprobe context's pt_regs */
static void
dt_cg_uregs_ctx(dt_cg_t *cg, unsigned off)
{
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10,
	    DT_CTX_SAVE));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
	    (int16_t)off));
}

/* r0 = size bytes read from the kernel address in r3 (a fault if the
   read fails) */
static void
dt_cg_uregs_read(dt_cg_t *cg, int size)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_MEM_SCRATCH));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_1, 0, 0));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_raise(cg, DT_FLT_BADADDR, -1);
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    DT_MEM_SCRATCH));
}

/* r0 = the word at off in the current task's user pt_regs */
static void
dt_cg_uregs_task(dt_cg_t *cg, unsigned off)
{
	dt_cg_helper(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_cg_helper(cg, BPF_FUNC_task_pt_regs);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_uregs_read(cg, 8);
}

/* r0 = the current task's thread.<field> (x86-64's R_DS .. R_TRAPNO) */
static void
dt_cg_uregs_thread(dt_cg_t *cg, const char *field)
{
	dt_typetab_t *tt = &cg->cg_dtp->dt_types;
	const dt_member_t *th = NULL, *m = NULL;
	dt_btf_miss_t miss;
	dt_type_t *task;

	task = dt_btf_lookup_tag(tt, NULL, DT_TK_STRUCT, "task_struct", &miss);
	if (task != NULL)
		th = dt_type_member(task, "thread");
	if (th != NULL)
		m = dt_type_member(th->dm_type, field);
	if (m == NULL || (m->dm_type->dt_size != 2 &&
	    m->dm_type->dt_size != 8)) {
		cg->cg_nobtf = "uregs[] of a register kept in task_struct";
		return;
	}
	dt_cg_helper(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
	    (int32_t)(th->dm_off + m->dm_off)));
	dt_cg_uregs_read(cg, (int)m->dm_type->dt_size);
}

/* uregs[idx], into a new slot */
int
dt_cg_uregs(dt_cg_t *cg, dt_node_t *n)
{
	int s = dt_cg_newslot(cg);
	unsigned off;
	const char *field = dt_regs_where((int)n->dn_args->dn_int, &off);

	dt_vartab_use(cg, n->dn_ident, DT_PV_READ);
	if (field != NULL)
		dt_cg_uregs_thread(cg, field);
	else if (cg->cg_probe->pr_ops->po_uobject != NULL)
		dt_cg_uregs_ctx(cg, off);	/* a uprobe: user pt_regs */
	else
		dt_cg_uregs_task(cg, off);
	dt_cg_st(cg, s, BPF_REG_0);
	return s;
}
