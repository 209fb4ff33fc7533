/*
 * dt_bpf_pcpu.c -- the per-CPU parts of a kernel per-CPU counter added
 * up, for procfs.d's pr_rssize (included by dt_bpflib.c after
 * dt_bpf_proc.c; called from dt_cg_subr.c).
 *
 * A struct percpu_counter (mm_struct's rss_stat[]) holds a folded total,
 * count, and on each CPU an s32 part that is folded in only when it
 * reaches the batch (32 and more): the true value is count plus every
 * CPU's part, the kernel's percpu_counter_sum(), which /proc/PID/status's
 * VmRSS shows since Linux 6.16.  CPU i's part is at counters plus CPU i's
 * per-CPU offset (__per_cpu_offset[i]), an array BPF cannot name without
 * the kernel's data symbols.  Each CPU's offset is found instead from two
 * per-CPU variables whose places in the per-CPU area the kernel's BTF
 * gives (its DATASEC .data..percpu): CPU i's run queue (runqueues), which
 * the current task's task group reaches as cfs_rq[i]->rq, and x86's
 * this_cpu_off, which holds each CPU's own offset, at
 * rq_i + (this_cpu_off - runqueues).
 *
 * The code generator passes the field offsets packed 16:16:16
 * (task_struct.sched_task_group, task_group.cfs_rq, cfs_rq.rq), that
 * difference, and the number of possible CPUs.  A CPU whose part cannot
 * be read adds nothing.
 */

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
	const char *cfs_rq = 0, *rq = 0;
	uint64_t off = 0;
	int part = 0;

	if (bpf_probe_read_kernel(&cfs_rq, sizeof(cfs_rq),
	    cx->cfs_rqs + 8 * i) != 0 || cfs_rq == 0 ||
	    bpf_probe_read_kernel(&rq, sizeof(rq), cfs_rq + cx->rqoff) != 0 ||
	    rq == 0 ||
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
	uint64_t tgoff = offs >> 32, cfsoff = (offs >> 16) & 0xffff;
	char *task = bpf_get_current_task();
	const char *tg = 0;
	struct dt_pcpu cx;

	cx.counters = counters;
	cx.cfs_rqs = 0;
	cx.rqoff = offs & 0xffff;
	cx.delta = delta;
	cx.sum = 0;
	if (counters == 0 ||
	    bpf_probe_read_kernel(&tg, sizeof(tg), task + tgoff) != 0 ||
	    tg == 0 ||
	    bpf_probe_read_kernel(&cx.cfs_rqs, sizeof(cx.cfs_rqs),
	    tg + cfsoff) != 0 || cx.cfs_rqs == 0)
		return 0;
	bpf_loop((unsigned int)ncpus, dt_pcpu_step, &cx, 0);
	return cx.sum;
}
