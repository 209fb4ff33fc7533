/*
 * dt_bpf_pcpu.c -- kernel per-CPU data read from BPF: the per-CPU parts of
 * a kernel per-CPU counter added up, for procfs.d's pr_rssize, and the
 * current CPU's preempt count made the built-in variable ipl (included by
 * dt_bpflib.c after dt_bpf_proc.c; called from dt_cg_subr.c and
 * dt_cg_ipl.c).
 *
 * A per-CPU variable of CPU i lives at its place in the per-CPU area plus
 * CPU i's per-CPU offset (__per_cpu_offset[i]), an array BPF cannot name
 * without the kernel's data symbols: a typed ksym (bpf_this_cpu_ptr())
 * would, but the verifier finds its address with kallsyms_lookup_name(),
 * which knows data symbols only in a kernel built with
 * CONFIG_KALLSYMS_ALL.  One per-CPU variable can be reached from a task,
 * though: CPU i's run queue (runqueues), as the current task's task
 * group's cfs_rq[i]->rq.  Every other per-CPU variable of CPU i is then
 * at a fixed distance from it, the difference of their places in the
 * per-CPU area, which the kernel's BTF gives (its DATASEC .data..percpu).  The code generator passes the field offsets of that
 * walk packed 32:16:16 (task_struct.sched_task_group, task_group.cfs_rq,
 * cfs_rq.rq) and the distance.
 *
 * A struct percpu_counter (mm_struct's rss_stat[]) holds a folded total,
 * count, and on each CPU an s32 part that is folded in only when it
 * reaches the batch (32 and more): the true value is count plus every
 * CPU's part, the kernel's percpu_counter_sum(), which /proc/PID/status's
 * VmRSS shows since Linux 6.16.  CPU i's part is at counters plus CPU i's
 * offset, which x86 keeps in each CPU's this_cpu_off: at rq_i +
 * (this_cpu_off - runqueues).  A CPU whose part cannot be read adds
 * nothing.
 */

static unsigned int (*const bpf_get_smp_processor_id)(void) = (void *)8;

/* the current task's task group's cfs_rq[] (0 if it cannot be read) */
static __attribute__((always_inline)) const char *
dt_pcpu_cfs_rqs(uint64_t offs)
{
	uint64_t tgoff = offs >> 32, cfsoff = (offs >> 16) & 0xffff;
	char *task = bpf_get_current_task();
	const char *tg = 0, *cfs_rqs = 0;

	if (bpf_probe_read_kernel(&tg, sizeof(tg), task + tgoff) != 0 ||
	    tg == 0 ||
	    bpf_probe_read_kernel(&cfs_rqs, sizeof(cfs_rqs), tg + cfsoff) != 0)
		return 0;
	return cfs_rqs;
}

/* CPU i's run queue, cfs_rqs[i]->rq (0 if it cannot be read) */
static __attribute__((always_inline)) const char *
dt_pcpu_rq(const char *cfs_rqs, uint64_t rqoff, uint64_t i)
{
	const char *cfs_rq = 0, *rq = 0;

	if (bpf_probe_read_kernel(&cfs_rq, sizeof(cfs_rq),
	    cfs_rqs + 8 * i) != 0 || cfs_rq == 0 ||
	    bpf_probe_read_kernel(&rq, sizeof(rq), cfs_rq + rqoff) != 0)
		return 0;
	return rq;
}

struct dt_pcpu {
	const char *counters;	/* the per-CPU pointer */
	const char *cfs_rqs;	/* the task group's cfs_rq[] */
	uint64_t rqoff;		/* cfs_rq.rq */
	int64_t delta;		/* this_cpu_off - runqueues */
	int64_t sum;
};

static __attribute__((noinline)) long
dt_pcpu_step(uint64_t i, void *arg)
{
	struct dt_pcpu *cx = arg;
	const char *rq = dt_pcpu_rq(cx->cfs_rqs, cx->rqoff, i);
	uint64_t off = 0;
	int part = 0;

	if (rq == 0 ||
	    bpf_probe_read_kernel(&off, sizeof(off), rq + cx->delta) != 0 ||
	    bpf_probe_read_kernel(&part, sizeof(part), cx->counters + off) != 0)
		return 0;
	cx->sum += part;
	return 0;
}

DT_BPF_FUNC int64_t
dt_pcpu_sum(const char *counters, uint64_t offs, int64_t delta,
    uint64_t ncpus)
{
	struct dt_pcpu cx;

	cx.counters = counters;
	cx.cfs_rqs = 0;
	cx.rqoff = offs & 0xffff;
	cx.delta = delta;
	cx.sum = 0;
	if (counters == 0 || (cx.cfs_rqs = dt_pcpu_cfs_rqs(offs)) == 0)
		return 0;
	bpf_loop((unsigned int)ncpus, dt_pcpu_step, &cx, 0);
	return cx.sum;
}

/*
 * ipl: Solaris's interrupt priority level, from the current CPU's preempt
 * count at rq + delta (delta: the count's place less runqueues').  Linux
 * has no priority levels but counts the contexts a CPU is in, in fields
 * of its preempt count (include/linux/preempt.h; NMI's field was one bit
 * wide in older kernels, at the same place):
 *
 *	bits  0- 7	preemption disabled
 *	bits  8-15	softirqs: SOFTIRQ_OFFSET (bit 8) while one is served,
 *			SOFTIRQ_DISABLE_OFFSET (2 << 8) while disabled
 *	bits 16-19	hard interrupts (HARDIRQ_MASK)
 *	bits 20-23	NMIs (NMI_MASK); nmi_enter() adds a hard interrupt
 *
 * The levels are Solaris's: 15 in an NMI (its highest), 10 in a hard
 * interrupt (LOCK_LEVEL, where its clock and device interrupts run), 1
 * serving a softirq (its soft interrupts run at low levels), and 0 in a
 * thread's own context, preemption or softirqs disabled or not.  A count
 * that cannot be read (never, in a working kernel) gives 0.
 */
#define DT_PC_SOFTIRQ_OFFSET	0x00000100u
#define DT_PC_HARDIRQ_MASK	0x000f0000u
#define DT_PC_NMI_MASK		0x00f00000u

DT_BPF_FUNC uint64_t
dt_pcpu_ipl(uint64_t offs, int64_t delta)
{
	const char *cfs_rqs = dt_pcpu_cfs_rqs(offs), *rq;
	unsigned int count = 0;

	if (cfs_rqs == 0 ||
	    (rq = dt_pcpu_rq(cfs_rqs, offs & 0xffff,
	    bpf_get_smp_processor_id())) == 0 ||
	    bpf_probe_read_kernel(&count, sizeof(count), rq + delta) != 0)
		return 0;
	if (count & DT_PC_NMI_MASK)
		return 15;
	if (count & DT_PC_HARDIRQ_MASK)
		return 10;
	return (count & DT_PC_SOFTIRQ_OFFSET) ? 1 : 0;
}
