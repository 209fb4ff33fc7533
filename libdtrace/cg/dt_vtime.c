/*
 * dt_vtime.c -- vtimestamp: the time the current thread has spent on a
 * CPU, in nanoseconds.
 *
 * The kernel keeps a thread's CPU time (task_struct.se.sum_exec_runtime),
 * but brings it up to date only at ticks and context switches, and by
 * the runqueue's clock (sched_clock based, without IRQ time), which BPF
 * cannot read.  So we time the current stint ourselves, by the clock
 * timestamp uses (bpf_ktime_get_ns), and take the kernel's count for
 * what came before:
 *
 *	dt_vtime, a hash keyed by thread id (u32):
 *		u64 total	on-CPU ns before the current stint
 *		u64 since	when the current stint began (0: off CPU)
 *
 * A program on the sched_switch raw tracepoint (which fires in the
 * thread leaving the CPU, with (preempt, prev, next, prev_state) as its
 * arguments) adds the stint of prev to its total, and starts next's
 * stint, making next's entry if it has none.  vtimestamp is then
 * total + (now - since).  At each switch a total is raised to the
 * kernel's count if that is ahead (the kernel has just brought prev's
 * up to date), and so is it at each read (up to date as of the last
 * tick); since the kernel leaves out IRQ time, ours is the larger while
 * no switch is missed.  But under load the sched_switch program misses
 * about one switch in a few hundred that the kernel's own sched_switch
 * event records (cause not found; more often while other tracers attach
 * and detach programs), and a missed switch-in would lose a whole stint:
 * with the kernel's count, vtimestamp is at most a tick behind then, and
 * never goes back.  A read with since 0 (its thread is on CPU, whatever
 * was seen) starts the stint there.  The kernel's count is by the
 * scheduler's clock, which may run apart from bpf_ktime_get_ns() by a
 * few hundred ppm (NTP slews only the latter; emulators skew both), so
 * vtimestamp may grow a little more than timestamp over a busy stretch
 * (57 us in 200 ms, seen under QEMU).
 *
 * A thread's first entry takes the kernel's count, so vtimestamp counts
 * the thread's CPU time from its birth, as the kernel does (illumos
 * counts from when vtimestamp was first enabled).  The thread-exit
 * program deletes the exiting thread's entry (dt_compile.c).  Unlike
 * illumos, the time spent in probes is not subtracted.  All this exists
 * only in a program that uses vtimestamp.
 *
 * next's thread id and the CPU times are read at offsets from the
 * kernel's BTF; without BTF vtimestamp is refused at code generation.
 *
 * Measured against the thread's own CLOCK_THREAD_CPUTIME_ID across 200 ms
 * of busy loop on a loaded 2-CPU VM (other tracers starting and
 * stopping), vtimestamp grows by 99.3% to 100.2% of it (97.5% to 100.1%
 * before the kernel's count was taken).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"

#define R(n)	BPF_REG_##n

#define DT_VTIME_MAXTHREADS	32768
#define VT_TOTAL	0
#define VT_SINCE	8

/*
 * The code keeps its key and value on the BPF stack, not in dt_mem: the
 * switch program runs when a preemptible probe program (a syscall one,
 * on kernels whose syscall tracepoints may fault) is switched out on this
 * CPU, and must not touch the dt_mem that program may be using.
 */

/* r0 = dt_vtime's entry for the thread id in slot key, or 0 */
static void
dt_vtime_lookup(dt_cg_t *cg, int key)
{
	dt_cg_map(cg, R(1), "dt_vtime");
	dt_cg_slotaddr(cg, R(2), key);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
}

/*
 * A new slot = the kernel's CPU time of the task r3 points to
 * (se.sum_exec_runtime), or 0 if it cannot be read.
 */
static int
dt_vtime_kernel(dt_cg_t *cg)
{
	uint32_t ok = dt_cg_newlabel(cg);
	int slot = dt_cg_newslot(cg);

	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3),
	    cg->cg_dtp->dt_btf_task_runtime));
	dt_cg_slotaddr(cg, R(1), slot);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 8));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	dt_cg_slotaddr(cg, R(1), slot);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(1), 0, 0));
	dt_cg_setlabel(cg, ok);
	return slot;
}

/*
 * A new entry for the thread in slot key: total from slot ktime, a stint
 * from the time in r6 (on CPU) or none (r6 0 is not used: since_now
 * false).
 */
static void
dt_vtime_insert(dt_cg_t *cg, int key, int ktime, bool since_now)
{
	int val = dt_cg_newslotpair(cg);

	dt_cg_slotaddr(cg, R(1), ktime);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(1), 0));
	dt_cg_slotaddr(cg, R(3), val);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(3), R(1), VT_TOTAL));
	if (since_now)
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(3), R(6), VT_SINCE));
	else
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(3), VT_SINCE, 0));
	dt_cg_map(cg, R(1), "dt_vtime");
	dt_cg_slotaddr(cg, R(2), key);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_NOEXIST));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_freeslot(cg, val);
	dt_cg_freeslot(cg, val - 1);
}

/* entry r7's total = the larger of it and slot ktime (clobbers r1, r2) */
static void
dt_vtime_catch_up(dt_cg_t *cg, int ktime)
{
	uint32_t keep = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(7), VT_TOTAL));
	dt_cg_slotaddr(cg, R(2), ktime);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(2), 0));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JGE, R(1), R(2), 0), keep);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(7), R(2), VT_TOTAL));
	dt_cg_setlabel(cg, keep);
}

/* a new slot = the current thread's id (a u32 key) */
static int
dt_vtime_curkey(dt_cg_t *cg)
{
	int key = dt_cg_newslot(cg);

	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_slotaddr(cg, R(1), key);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, R(1), R(0), 0));
	return key;
}

/* a new slot = the current thread's kernel CPU time */
static int
dt_vtime_curkernel(dt_cg_t *cg)
{
	dt_cg_helper(cg, BPF_FUNC_get_current_task);
	dt_cg_emit(cg, BPF_MOV64_REG(R(3), R(0)));
	return dt_vtime_kernel(cg);
}

/* Without the kernel's types vtimestamp cannot be built: say so. */
static bool
dt_vtime_btf(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;

	if (dtp->dt_btf_ppid_parent == DT_BTF_UNLOADED)
		dt_cg_task_btf(dtp);
	if (dtp->dt_btf_task_pid < 0 || dtp->dt_btf_task_runtime < 0) {
		cg->cg_nobtf = "vtimestamp";
		return false;
	}
	return true;
}

/*
 * r0 = the vtimestamp of entry r7, by a read that does not straddle a
 * switch: a syscall probe's program may be preempted here, and then
 * since and total change under it.  The clock is read between two reads
 * of since; if since changed, the thread was switched out and in again
 * meanwhile, so read again (three tries, then take the last).
 */
static void
dt_vtime_consistent(dt_cg_t *cg)
{
	uint32_t done = dt_cg_newlabel(cg), off = dt_cg_newlabel(cg);
	int try;

	for (try = 0; try < 3; try++) {
		uint32_t again = dt_cg_newlabel(cg);

		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(8), R(7), VT_SINCE));
		dt_cg_helper(cg, BPF_FUNC_ktime_get_ns);
		dt_cg_emit(cg, BPF_MOV64_REG(R(6), R(0)));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(7), VT_TOTAL));
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(7), VT_SINCE));
		if (try < 2)
			dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, R(1), R(8), 0),
			    again);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(8), 0, 0), done);
		dt_cg_goto(cg, BPF_JMP_A(0), off);
		dt_cg_setlabel(cg, again);
	}
	dt_cg_setlabel(cg, off);		/* on CPU since r8 */
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(6)));	/* r6 stays now */
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, R(1), R(8)));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(0), R(1)));
	dt_cg_setlabel(cg, done);
}

/*
 * After dt_vtime_consistent: r0 the count of entry r7, r8 its stint's
 * start (0: off CPU), r6 now.  A thread that reads vtimestamp is on CPU,
 * so since 0 means its switch-in was not seen; and the kernel's count
 * above ours means a stint was lost.  (Both happen: under load the
 * sched_switch program misses about one switch in 200, which the
 * kernel's own sched_switch event records.)  Start the stint now, and
 * take the kernel's count where it is ahead, keeping it in the entry so
 * that the next read is no less.
 */
static void
dt_vtime_repair(dt_cg_t *cg)
{
	uint32_t on = dt_cg_newlabel(cg), out = dt_cg_newlabel(cg);
	int ours = dt_cg_newslot(cg), ktime;

	dt_cg_slotaddr(cg, R(1), ours);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(8), 0, 0), on);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(7), R(6), VT_SINCE));
	dt_cg_setlabel(cg, on);
	ktime = dt_vtime_curkernel(cg);
	dt_cg_slotaddr(cg, R(1), ktime);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(1), 0));
	dt_cg_slotaddr(cg, R(0), ours);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(0), 0));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JGE, R(0), R(1), 0), out);
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(1)));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, R(2), R(0)));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(3), R(7), VT_TOTAL));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(3), R(2)));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(7), R(3), VT_TOTAL));
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(1)));
	dt_cg_setlabel(cg, out);
	dt_cg_freeslot(cg, ktime);
	dt_cg_freeslot(cg, ours);
}

/* r0 = vtimestamp */
void
dt_vtime_read(dt_cg_t *cg)
{
	uint32_t found = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);
	int key, ktime;

	if (!dt_vtime_btf(cg))
		return;
	key = dt_vtime_curkey(cg);
	dt_vtime_lookup(cg, key);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), found);
	/* first read: the kernel's count, and a stint from now */
	ktime = dt_vtime_curkernel(cg);
	dt_cg_helper(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_emit(cg, BPF_MOV64_REG(R(6), R(0)));
	dt_vtime_insert(cg, key, ktime, true);
	dt_cg_slotaddr(cg, R(0), ktime);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(0), 0));
	dt_cg_freeslot(cg, ktime);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, found);
	dt_cg_emit(cg, BPF_MOV64_REG(R(7), R(0)));
	dt_vtime_consistent(cg);
	dt_vtime_repair(cg);
	dt_cg_setlabel(cg, done);
	dt_cg_freeslot(cg, key);
	/* the firing's timestamp, if not read yet, is the time vtimestamp
	   was taken at (r6), so that the two agree as DTrace's do: between
	   two firings vtimestamp grows by no more than timestamp */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(9), DT_MEM_TSTAMP));
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JNE, R(1), 0, 1));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(6), DT_MEM_TSTAMP));
}

/*
 * End the stint of prev, the current thread, at the time in r6: total +=
 * the stint, then no less than the kernel's count (which put_prev_task
 * has just brought up to date).
 */
static void
dt_vtime_switch_out(dt_cg_t *cg)
{
	uint32_t found = dt_cg_newlabel(cg), off = dt_cg_newlabel(cg);
	uint32_t nostint = dt_cg_newlabel(cg);
	int key = dt_vtime_curkey(cg), ktime = dt_vtime_curkernel(cg);

	dt_vtime_lookup(cg, key);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), found);
	dt_vtime_insert(cg, key, ktime, false);
	dt_cg_goto(cg, BPF_JMP_A(0), off);
	dt_cg_setlabel(cg, found);
	dt_cg_emit(cg, BPF_MOV64_REG(R(7), R(0)));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(7), VT_SINCE));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(1), 0, 0), nostint);
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(6)));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, R(2), R(1)));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(7), VT_TOTAL));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(1), R(2)));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(7), R(1), VT_TOTAL));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(7), VT_SINCE, 0));
	dt_cg_setlabel(cg, nostint);
	dt_vtime_catch_up(cg, ktime);
	dt_cg_setlabel(cg, off);
	dt_cg_freeslot(cg, ktime);
	dt_cg_freeslot(cg, key);
}

/*
 * On sched_switch, after the probe's own clauses: end prev's stint (prev
 * is the current thread), start next's (arg2, a task_struct pointer).
 */
void
dt_vtime_switch(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	uint32_t found = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);
	int key, ktime;

	if (!dt_vtime_btf(cg))
		return;
	dt_cg_helper(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_emit(cg, BPF_MOV64_REG(R(6), R(0)));
	dt_vtime_switch_out(cg);

	key = dt_cg_newslot(cg);		/* next->pid */
	dt_cg_slotaddr(cg, R(1), key);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 4));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(3), R(9), DT_MEM_ARGS + 16));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3), dtp->dt_btf_task_pid));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), done);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(3), R(9), DT_MEM_ARGS + 16));
	ktime = dt_vtime_kernel(cg);
	dt_vtime_lookup(cg, key);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), found);
	dt_vtime_insert(cg, key, ktime, true);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, found);
	dt_cg_emit(cg, BPF_MOV64_REG(R(7), R(0)));
	dt_vtime_catch_up(cg, ktime);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(7), R(6), VT_SINCE));
	dt_cg_setlabel(cg, done);
	dt_cg_freeslot(cg, ktime);
	dt_cg_freeslot(cg, key);
}

/* In the exiting thread: delete its entry. */
void
dt_vtime_exit(dt_cg_t *cg)
{
	int key = dt_vtime_curkey(cg);

	dt_cg_map(cg, R(1), "dt_vtime");
	dt_cg_slotaddr(cg, R(2), key);
	dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
	dt_cg_freeslot(cg, key);
}

/* Make dt_vtime, if the program uses vtimestamp: 0, or -1 with the error. */
int
dt_vtime_load(dtrace_hdl_t *dtp)
{
	if (!dtp->dt_vtime)
		return 0;
	dtp->dt_vtimefd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_vtime",
	    sizeof(uint32_t), 2 * sizeof(uint64_t), DT_VTIME_MAXTHREADS, NULL);
	if (dtp->dt_vtimefd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_vtime: %s",
		    strerror(errno));
	return 0;
}

void
dt_vtime_teardown(dtrace_hdl_t *dtp)
{
	if (dtp->dt_vtimefd >= 0)
		close(dtp->dt_vtimefd);
	dtp->dt_vtimefd = -1;
}
