/*
 * dt_cg_ipl.c -- the built-in variable ipl: the interrupt priority level
 * of the CPU when the probe fired, as Solaris counts them.
 *
 * Linux has no interrupt priority levels; its analogue is the context the
 * CPU is in, which the kernel counts in the CPU's preempt count.  A
 * support function (dt_pcpu_ipl, bpf/dt_bpf_pcpu.c) reads the count and
 * makes it a level: 15 in an NMI, 10 in a hard interrupt, 1 serving a
 * softirq, 0 otherwise.
 *
 * Where the count lives depends on the architecture and the kernel:
 *
 *	x86, Linux 6.15 and later	per-CPU __preempt_count
 *	x86, Linux 6.2 to 6.14		per-CPU pcpu_hot.preempt_count
 *	x86 before 6.2			per-CPU __preempt_count
 *	others (arm64, ...)		the task's thread_info
 *
 * The per-CPU variable's place in the per-CPU area comes from the kernel's
 * BTF (DATASEC .data..percpu); the current CPU's copy is reached through
 * its run queue, as pr_rssize's per-CPU counters are (dt_cg_subr.c).  The
 * thread_info kind is not read: a kernel without a per-CPU count refuses
 * ipl at compile time, saying what it needs.
 */
#include <bpf/btf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

/* the place in the per-CPU area of the CPU's preempt count, or -1 */
static int64_t
dt_cg_ipl_count(dtrace_hdl_t *dtp, dt_kbtf_t *btf)
{
	int64_t var = dt_cg_subr_pcpuvar(btf, "__preempt_count"), memb;

	if (var >= 0)
		return var;
	var = dt_cg_subr_pcpuvar(btf, "pcpu_hot");
	memb = dt_cg_subr_btfoff(dtp, "pcpu_hot", "preempt_count");
	return var < 0 || memb < 0 ? -1 : var + memb;
}

/* r0 = ipl, by dt_pcpu_ipl(the walk to a run queue, count - runqueues) */
void
dt_cg_ipl(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	uint64_t offs;
	int64_t rqs, count;

	if (btf == NULL) {
		cg->cg_nobtf = "ipl";
		return;
	}
	count = dt_cg_ipl_count(dtp, btf);
	if (count < 0 || !dt_cg_subr_rqwalk(dtp, &offs, &rqs)) {
		cg->cg_unsupported = "ipl on this kernel (ipl reads the "
		    "per-CPU preempt count, x86's __preempt_count or "
		    "pcpu_hot, through the run queues of "
		    "CONFIG_FAIR_GROUP_SCHED)";
		return;
	}
	dt_cg_loadimm(cg, BPF_REG_1, offs);
	dt_cg_loadimm(cg, BPF_REG_2, (uint64_t)(count - rqs));
	dt_cg_libcall(cg, "dt_pcpu_ipl");
}
