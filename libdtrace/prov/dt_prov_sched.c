/*
 * dt_prov_sched.c -- the sched provider: threads leaving and taking a
 * CPU, sleeping, being preempted and woken, as sched:vmlinux::<name>, each
 * on a raw tracepoint (dt_prov_stable.c):
 *
 *   off-cpu	sched_switch(preempt, prev, next, prev_state), in the thread
 *		leaving the CPU: arg0 = the thread about to run
 *   sleep	sched_switch, the thread blocking (not preempted, its state
 *		not TASK_RUNNING)
 *   preempt	sched_switch, the thread preempted (or still runnable)
 *   on-cpu	sched_exit_tp(is_switch), true: the end of __schedule() in
 *		the thread that has just taken the CPU; and a new task's
 *		first run, which starts in ret_from_fork, not in
 *		__schedule(): schedule_tail() fires sched_exit_tp(true)
 *		too, in the new task, first thing (the same kernel change
 *		added both), so every thread's and process's first run,
 *		kernel threads' too, is an on-cpu, once, before any other
 *		event of it.
 *   remain-cpu	sched_exit_tp, false: the scheduler kept the same thread
 *   surrender	sys_enter of sched_yield: arg0 = the yielding thread
 *   tick	a cpu-clock perf event on each CPU, DT_SCHED_HZ times a
 *		second, in the thread running there (none on an idle CPU):
 *		the thread charged with the tick, as in DTrace's clock
 *		tick-based accounting.  At 100 Hz, illumos's default hz and
 *		Linux's USER_HZ, the unit of /proc's CPU times.
 *   wakeup	sched_wakeup(p), in the waking thread: arg0 = the thread
 *		woken
 *
 * sched_exit_tp is a bare tracepoint of recent kernels (added for the
 * runtime verification monitors; 6.18 has it, 6.12 not): BPF attaches to
 * it by name, tracefs does not list it.  Without it, on-cpu is the entry
 * to finish_task_switch(), by kprobe (below), and remain-cpu is not
 * listed: nothing else marks a __schedule() that kept its thread.
 *
 * Three probes have no tracepoint and sit on kernel functions, by fentry
 * or fexit (dt_prov_stable_fn.c; listed on every kernel, enabled only
 * where the kernel attaches such programs):
 *
 *   change-pri	the return of the priority setters: set_user_nice(),
 *		__sched_setscheduler() (when it returned 0) and
 *		rt_mutex_setprio() (priority inheritance): arg0 = the
 *		thread, arg1 = its new priority (task->prio, the kernel's
 *		0..139, lower is more urgent).  At the return, so the
 *		lwpsinfo_t's pr_pri is already the new one (Solaris fires
 *		before the change).
 *   enqueue,	entry to the scheduling classes' enqueue_task_<class>()
 *   dequeue	and dequeue_task_<class>(rq, p, flags), as Oracle's
 *		DTrace: arg0 = the thread, arg1 = the cpuinfo_t of the
 *		run queue's CPU (rq->cpu's element of dt_cpuinfo), and
 *		enqueue's arg2 = 1 if the thread goes to the head of the
 *		queue (ENQUEUE_HEAD), else 0.
 */
#include <string.h>
#include <asm/unistd.h>
#include <linux/perf_event.h>

#include "prov/dt_stable_fn.h"

static void
dt_sched_off_cpu(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_0, 2);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

/* r6 = whether the switching thread was preempted or is runnable */
static void
dt_sched_preempted(dt_cg_t *cg)
{
	uint32_t yes = dt_cg_newlabel(cg);

	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_6, 1));
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), yes);
	dt_stable_ctx(cg, BPF_REG_0, 3);
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), yes);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_6, 0));
	dt_cg_setlabel(cg, yes);
}

static void
dt_sched_sleep(dt_cg_t *cg)
{
	dt_sched_preempted(cg);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0);
}

static void
dt_sched_preempt(dt_cg_t *cg)
{
	dt_sched_preempted(cg);
	dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_6, 0);
}

/* return unless sched_exit_tp's is_switch is (on) or is not set */
static void
dt_sched_exit_tp(dt_cg_t *cg, bool on)
{
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
	dt_cg_tramp_exit_if(cg, on ? BPF_JNE : BPF_JEQ, BPF_REG_6, 0);
}

static void
dt_sched_on_cpu(dt_cg_t *cg)
{
	dt_sched_exit_tp(cg, true);
}

static void
dt_sched_remain_cpu(dt_cg_t *cg)
{
	dt_sched_exit_tp(cg, false);
}

/* sys_enter(regs, id): id is sched_yield */
static void
dt_sched_surrender(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_6, 1);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, __NR_sched_yield);
	dt_cg_helper(cg, BPF_FUNC_get_current_task);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

static void
dt_sched_wakeup(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

#define TASK		"struct task_struct *"
#define LWP(n)		{ TASK, "lwpsinfo_t *", n, false }
#define PS(n)		{ TASK, "psinfo_t *", n, false }
#define ARG(t, n)	{ t, NULL, n, false }

/* ---- the probes on kernel functions ---------------------------------- */

/* kernel/sched/sched.h, not exported: enqueue at the head of the queue */
#define DT_SCHED_ENQUEUE_HEAD	0x10
#define DT_SCHED_ENQUEUE_HEAD_SHIFT	4

/* change-pri's cookie: the function returns 0 when it changed it */
#define DT_SCHED_IF_OK		1

/* change-pri: fire unless the setter failed; arg0 = the thread,
   arg1 = its priority now (an int, sign-extended: -1 for deadline) */
static void
dt_sched_change_pri(dt_cg_t *cg)
{
	uint32_t set = dt_cg_newlabel(cg);

	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_7, 0, 0), set);
	dt_stable_fn_ret(cg, BPF_REG_6);
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0);
	dt_cg_setlabel(cg, set);
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_setarg(cg, 0, BPF_REG_6);
	dt_stable_task_int(cg, BPF_REG_6, "prio");
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_6, 32));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_6, 32));
	dt_stable_setarg(cg, 1, BPF_REG_6);
}

/*
 * (rq, p, flags): arg0 = p, arg1 = the cpuinfo_t of rq->cpu, that CPU's
 * element of the per-CPU dt_cpuinfo (bpf_map_lookup_percpu_elem(),
 * kernel >= 5.19; NULL if the CPU cannot be read).
 */
static void
dt_sched_queue(dt_cg_t *cg)
{
	int cpu = dt_stable_offsetof(cg, "rq", "cpu");

	dt_stable_ctx(cg, BPF_REG_6, 1);
	dt_stable_setarg(cg, 0, BPF_REG_6);
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_readarg(cg, 1, BPF_REG_6, cpu, 4);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_3, BPF_REG_9,
	    DT_MEM_ARGS + 8));
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_SCRATCH, 0));
	dt_cg_map(cg, BPF_REG_1, "dt_cpuinfo");
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MEM_SCRATCH));
	dt_cg_helper(cg, BPF_FUNC_map_lookup_percpu_elem);
	dt_stable_setarg(cg, 1, BPF_REG_0);
}

static void
dt_sched_dequeue(dt_cg_t *cg)
{
	dt_sched_queue(cg);
}

static void
dt_sched_enqueue(dt_cg_t *cg)
{
	dt_sched_queue(cg);
	dt_stable_ctx(cg, BPF_REG_6, 2);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6,
	    DT_SCHED_ENQUEUE_HEAD));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_6,
	    DT_SCHED_ENQUEUE_HEAD_SHIFT));
	dt_stable_setarg(cg, 2, BPF_REG_6);
}

static const dt_stable_kfn_t dt_sched_setters[] = {
	{ "set_user_nice", 0, false },
	{ "__sched_setscheduler", DT_SCHED_IF_OK, false },
	{ "rt_mutex_setprio", 0, false }, { NULL, 0, false }
};
static const dt_stable_kfn_t dt_sched_enqueuers[] = {
	{ "enqueue_task_fair", 0, false }, { "enqueue_task_rt", 0, false },
	{ "enqueue_task_dl", 0, false }, { "enqueue_task_stop", 0, false },
	{ "enqueue_task_scx", 0, false }, { NULL, 0, false }
};
static const dt_stable_kfn_t dt_sched_dequeuers[] = {
	{ "dequeue_task_fair", 0, false }, { "dequeue_task_rt", 0, false },
	{ "dequeue_task_dl", 0, false }, { "dequeue_task_stop", 0, false },
	{ "dequeue_task_idle", 0, false }, { "dequeue_task_scx", 0, false },
	{ NULL, 0, false }
};

#define CPUINFO		ARG("cpuinfo_t *", 1)

/* in DTrace's order, before off-cpu */
static const dt_stable_fn_probe_t dt_sched_fn_probes[] = {
	{ "change-pri", dt_sched_setters, true, dt_sched_change_pri,
	    { LWP(0), PS(0), ARG("int", 1) } },
	{ "dequeue", dt_sched_dequeuers, false, dt_sched_dequeue,
	    { LWP(0), PS(0), CPUINFO } },
	{ "enqueue", dt_sched_enqueuers, false, dt_sched_enqueue,
	    { LWP(0), PS(0), CPUINFO, ARG("int", 2) } },
};

#define DT_SCHED_FN_NPROBES \
	(sizeof(dt_sched_fn_probes) / sizeof(dt_sched_fn_probes[0]))

/*
 * on-cpu where the kernel has no sched_exit_tp: the entry to
 * finish_task_switch(prev), which runs in the thread that has just taken
 * the CPU, after each switch and at a new task's first run
 * (schedule_tail()), as sched_exit_tp(true) does.  Debian's 6.1 and
 * 6.12 have it only as a copy, finish_task_switch.isra.0, with no BTF:
 * a kprobe (kernels that have no kprobes cannot enable it, and say so).
 */
static const dt_stable_kfn_t dt_sched_switched_in[] = {
	{ "finish_task_switch", 0, true }, { NULL, 0, false }
};

static void
dt_sched_on_cpu_fn(dt_cg_t *cg)
{
	(void)cg;			/* no arguments, every call fires */
}

static const dt_stable_fn_probe_t dt_sched_on_cpu_fn_probe = {
	"on-cpu", dt_sched_switched_in, false, dt_sched_on_cpu_fn, { { NULL } }
};

static const dt_provops_t dt_prov_sched_fn = DT_STABLE_FN_OPS("sched");

/* ---- the probes on tracepoints --------------------------------------- */

/* in DTrace's order */
static const dt_stable_probe_t dt_sched_probes[] = {
	{ "off-cpu", "sched", "sched_switch",
	    dt_sched_off_cpu, { LWP(0), PS(0) } },
	{ "on-cpu", NULL, "sched_exit_tp",
	    dt_sched_on_cpu, { { NULL } } },
	{ "preempt", "sched", "sched_switch",
	    dt_sched_preempt, { { NULL } } },
	{ "remain-cpu", NULL, "sched_exit_tp",
	    dt_sched_remain_cpu, { { NULL } } },
	{ "sleep", "sched", "sched_switch",
	    dt_sched_sleep, { { NULL } } },
	{ "surrender", "raw_syscalls", "sys_enter",
	    dt_sched_surrender, { LWP(0), PS(0) } },
	{ "wakeup", "sched", "sched_wakeup",
	    dt_sched_wakeup, { LWP(0), PS(0) } },
};

#define DT_SCHED_ON_CPU		1	/* dt_sched_probes[1] */
#define DT_SCHED_NPROBES \
	(sizeof(dt_sched_probes) / sizeof(dt_sched_probes[0]))
#define DT_SCHED_TICK_AT	6	/* tick comes before dt_sched_probes[6] */
#define DT_SCHED_HZ		100

extern const dt_provops_t dt_prov_sched_tick;

static const dt_stable_probe_t dt_sched_tick = {
	"tick", NULL, NULL, NULL, { LWP(0), PS(0) },
};

static int
dt_prov_sched_populate(dtrace_hdl_t *dtp)
{
	size_t i;

	for (i = 0; i < DT_SCHED_FN_NPROBES; i++)
		dt_stable_fn_create(dtp, &dt_prov_sched_fn,
		    &dt_sched_fn_probes[i]);
	dt_stable_populate_range(dtp, &dt_prov_sched, dt_sched_probes, 0,
	    DT_SCHED_ON_CPU + 1);
	if (!dt_stable_has_tp(dtp, &dt_sched_probes[DT_SCHED_ON_CPU]))
		dt_stable_fn_create(dtp, &dt_prov_sched_fn,
		    &dt_sched_on_cpu_fn_probe);
	dt_stable_populate_range(dtp, &dt_prov_sched, dt_sched_probes,
	    DT_SCHED_ON_CPU + 1, DT_SCHED_TICK_AT);
	dt_probe_create(dtp, &dt_prov_sched_tick, "vmlinux", "", "tick", 0);
	dt_stable_populate_range(dtp, &dt_prov_sched, dt_sched_probes,
	    DT_SCHED_TICK_AT, DT_SCHED_NPROBES);
	return 0;
}

static bool
dt_prov_sched_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_sched_probes, DT_SCHED_NPROBES) ||
	    dt_stable_may(fld, &dt_sched_tick, 1) ||
	    dt_stable_fn_may(fld, dt_sched_fn_probes, DT_SCHED_FN_NPROBES) ||
	    dt_stable_fn_may(fld, &dt_sched_on_cpu_fn_probe, 1);
}

const dt_provops_t dt_prov_sched = DT_STABLE_OPS("sched",
    dt_prov_sched_populate, dt_prov_sched_may_list);

/* ---- tick: a perf event, not a tracepoint ---------------------------- */

/* arg0 = the running thread; no firing in a CPU's idle task (tid 0) */
static void
dt_sched_tick_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	(void)pr;
	dt_cg_tramp_zero_args(cg);
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_0, 0);
	dt_cg_helper(cg, BPF_FUNC_get_current_task);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

static int
dt_sched_tick_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = 1000000000ULL / DT_SCHED_HZ;
	return dt_perf_attach_cpus(dtp, pr, &attr, prog);
}

static bool
dt_sched_tick_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	(void)dtp, (void)pr;
	return dt_stable_argdesc(&dt_sched_tick, i, ad);
}

const dt_provops_t dt_prov_sched_tick = {
	.po_name = "sched",
	.po_attr = dt_stable_attr,
	.po_progtype = BPF_PROG_TYPE_PERF_EVENT,
	.po_trampoline = dt_sched_tick_trampoline,
	.po_attach = dt_sched_tick_attach,
	.po_argdesc = dt_sched_tick_argdesc,
};
