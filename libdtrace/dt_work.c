/*
 * dt_work.c -- running a loaded program: dtrace_go() attaches everything
 * and fires BEGIN, dtrace_work() drains the buffers, dtrace_stop() fires
 * END and drains what is left.
 *
 * The activity state in dt_global orders the probes as DTrace promises:
 * INACTIVE until BEGIN's clauses have run (no other probe records before
 * BEGIN), ACTIVE while tracing, DRAINING after exit() or a stop (no probe
 * but END records after it).
 *
 * The rates, as DTrace has them: the buffers are read at least every
 * switchrate (sooner when a quarter of a ring fills); the status the
 * kernel keeps (dynamic variable and speculation drops, and for fill and
 * ring buffers whether exit() was called or a buffer filled) is checked
 * every statusrate, and once more when tracing stops; with aggrate set,
 * the aggregations are read every aggrate (dt_agg_rate.c).  The consumer
 * sleeps no longer than the shortest of the three.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <time.h>
#include <sys/resource.h>

#include "dt_impl.h"
#include "consume/dt_kunwind.h"
#include "consume/dt_consume.h"
#include "dt_driver.h"
#include "check/dt_stack.h"

#define DT_WORK_MAXTARGETS	64	/* taken in by the unwinder at start */

/*
 * Can programs call bpf_probe_write_user (copyout, copyoutstr)?  Not on a
 * kernel locked down for integrity (kernel_lockdown(7)), nor without
 * CAP_SYS_ADMIN: the verifier then says the program "cannot use helper".
 */
static bool
dt_go_can_write_user(void)
{
	static const struct bpf_insn prog[] = {
		BPF_ST_MEM(BPF_DW, BPF_REG_10, -8, 0),
		BPF_MOV64_IMM(BPF_REG_1, 0),
		BPF_MOV64_REG(BPF_REG_2, BPF_REG_10),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -8),
		BPF_MOV64_IMM(BPF_REG_3, 1),
		BPF_CALL_HELPER(BPF_FUNC_probe_write_user),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};
	int fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dt_probe_wu",
	    "GPL", prog, sizeof(prog) / sizeof(prog[0]), NULL);

	if (fd < 0)
		return false;
	close(fd);
	return true;
}

/* What DTrace checks before loading: destructive actions allowed. */
static int
dt_go_check(dtrace_hdl_t *dtp)
{
	if (dtp->dt_destructive && !dtp->dt_opts.destructive)
		return dt_set_err(dtp, "could not enable tracing: Destructive "
		    "actions not allowed");
	if (dtp->dt_writes_user && !dt_go_can_write_user())
		return dt_set_err(dtp, "could not enable tracing: copyout() "
		    "and copyoutstr() need bpf_probe_write_user, which the "
		    "kernel refuses (it is locked down: see "
		    "kernel_lockdown(7))");
	return 0;
}

/*
 * Every attachment is a descriptor: a kernel without uprobe_multi links
 * (before 6.6) needs one perf event per instruction probed, thousands for
 * pid$target:libc.so.6::entry, past the usual soft limit of 1024.  The
 * hard limit is ours to take (dtrace uses no select()).  A -c command
 * was started before this and keeps the limits it was given; what
 * system() starts later inherits the raised one.
 */
static void
dt_go_nofile(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		(void) setrlimit(RLIMIT_NOFILE, &rl);
	}
}

int
dtrace_go(dtrace_hdl_t *dtp, FILE *out)
{
	pid_t targets[DT_WORK_MAXTARGETS];
	uint32_t state;
	int n;

	dtp->dt_out = out;
	if (dt_go_check(dtp) != 0)	/* dt_check_act.c marks the program */
		return -1;
	if (dtp->dt_opts.lockmem != 0) {
		/* kernels before 5.11 charge BPF maps to RLIMIT_MEMLOCK */
		struct rlimit rl = { dtp->dt_opts.lockmem, dtp->dt_opts.lockmem };

		if (setrlimit(RLIMIT_MEMLOCK, &rl) != 0)
			return dt_set_err(dtp, "cannot set lockmem: %s",
			    strerror(errno));
	}
	dt_go_nofile();
	if (dt_load_program(dtp) != 0 || dt_late_open(dtp) != 0)
		return -1;
	dt_proc_epoll(dtp);
	n = dt_proc_targets(dtp, targets, DT_WORK_MAXTARGETS);
	for (int i = 0; i < n; i++)		/* dt_kunwind.c */
		dt_kuw_load_pid(dtp, targets[i]);
	if (dt_prov_dtrace_fire(dtp, "BEGIN") != 0)
		return -1;
	dt_global_read_state(dtp, &state);
	if (state == DT_ACT_INACTIVE)
		dt_global_write_state(dtp, DT_ACT_ACTIVE);
	dtp->dt_begun = true;
	if (dt_consume(dtp, 0) != 0)
		return -1;
	dtp->dt_lastagg = 0;	/* the next pass reads the aggregations */
	return 0;
}

/*
 * The targets may run: first the consumer reads the objects of each that
 * is alive (for ustack() and the like, while it surely lives), then the
 * created ones held at their entry point are let go.
 */
void
dtrace_proc_continue(dtrace_hdl_t *dtp)
{
	if (dt_stack_user(dtp) && dtp->dt_nprocs > 0) {
		pid_t *pids = malloc((size_t)dtp->dt_nprocs * sizeof(*pids));
		int n;

		if (pids == NULL)
			abort();
		n = dt_proc_targets(dtp, pids, dtp->dt_nprocs);
		for (int i = 0; i < n; i++)
			dt_usym_prime(dtp, pids[i]);
		free(pids);
	}
	dt_proc_release(dtp);
}

/* timeout_ms, or a rate (ns; 0: unset) if shorter, at least 1 ms */
static int
dt_work_wait(int timeout_ms, uint64_t rate)
{
	if (rate != 0 && rate / 1000000 < (uint64_t)timeout_ms)
		return rate < 1000000 ? 1 : (int)(rate / 1000000);
	return timeout_ms;
}

dtrace_workstatus_t
dtrace_work(dtrace_hdl_t *dtp, int timeout_ms)
{
	if (dtp->dt_done)
		return DTRACE_WORKSTATUS_DONE;
	timeout_ms = dt_work_wait(timeout_ms, dtp->dt_opts.switchrate);
	timeout_ms = dt_work_wait(timeout_ms, dtp->dt_opts.statusrate);
	timeout_ms = dt_work_wait(timeout_ms, dtp->dt_opts.aggrate);
	if (dt_consume(dtp, timeout_ms) != 0 || dt_late_poll(dtp) != 0)
		return DTRACE_WORKSTATUS_ERROR;
	dt_kuw_poll(dtp);			/* dt_kunwind.c */
	if (dt_proc_poll(dtp))
		return DTRACE_WORKSTATUS_DONE;
	return dtp->dt_done ? DTRACE_WORKSTATUS_DONE : DTRACE_WORKSTATUS_OKAY;
}

int
dtrace_stop(dtrace_hdl_t *dtp)
{
	if (!dtp->dt_begun || dtp->dt_ended)
		return 0;
	dtp->dt_ended = true;
	dt_global_write_state(dtp, DT_ACT_DRAINING);
	dt_consume(dtp, 0);	/* what was recorded before the stop */
	if (dt_prov_dtrace_fire(dtp, "END") != 0)
		return -1;
	dtp->dt_endfired = true;	/* fill and ring buffers: read now */
	if (dt_consume(dtp, 0) != 0)
		return -1;
	return 0;
}

int
dtrace_exit_status(dtrace_hdl_t *dtp)
{
	return dtp->dt_exitstatus;
}
