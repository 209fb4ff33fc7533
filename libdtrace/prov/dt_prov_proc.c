/*
 * dt_prov_proc.c -- the proc provider: processes and threads being
 * created, executing a new program, receiving signals and exiting, as
 * proc:vmlinux::<name>, each on a raw tracepoint (dt_prov_stable.c):
 *
 *   create, lwp-create	sched_process_fork(parent, child), in the
 *			parent: create for a new process (child->pid ==
 *			child->tgid), lwp-create for a new thread;
 *			arg0 = the child
 *   exec		sys_enter of execve/execveat, in the caller:
 *			arg0 = the path, copied from user memory
 *   exec-success,	sys_exit of execve/execveat (0 or -errno): success
 *   exec-failure	in the new program; failure with arg0 = the return
 *			value, -errno, as Oracle's DTrace gives it (illumos
 *			gives errno)
 *   exit		sched_process_exit(task, group_dead) when the last
 *			thread exits: arg0 = CLD_EXITED, CLD_KILLED or
 *			CLD_DUMPED from task->exit_code.  group_dead is
 *			new (6.18 has it, 6.12 not); before, the
 *			tracepoint has the task alone, and the last
 *			thread is the one that finds its process's count
 *			of live threads (signal->live) at 0, which
 *			do_exit() has lowered before the tracepoint; two
 *			threads exiting at once may both find it at 0, and
 *			only the first to put its process into the LRU
 *			hash dt_procexit (key: the signal_struct and the
 *			tgid) fires.  The map holds DT_PROC_EXITED
 *			processes, the latest: an entry outlives its
 *			process, and could only hide the exit of a later
 *			one with the same signal_struct address and pid
 *			among the next DT_PROC_EXITED exits.
 *   lwp-exit		sched_process_exit, every thread
 *   start, lwp-start	sys_exit of fork/vfork/clone/clone3 returning 0:
 *			the child's return to user mode, before its first
 *			instruction (start: a new process's first thread
 *			only).  A task inherits the syscall-tracepoint flag
 *			from its parent, so the child passes sys_exit too.
 *   signal-send,	signal_generate(sig, info, task, group, result):
 *   signal-discard	delivered (result 0 or 4: TRACE_SIGNAL_DELIVERED,
 *			_LOSE_INFO) or ignored (1); arg0 = the target
 *			thread, arg1 = the signal
 *   signal-handle	signal_deliver(sig, info, ka): arg0 = the signal,
 *			arg1 = the siginfo, arg2 = the handler
 *			(ka->sa.sa_handler); for every signal dequeued,
 *			default actions too
 *
 * The syscall numbers are x86_64's: a 32-bit process's (compat) calls are
 * numbered differently and are not told apart yet, as in the syscall
 * provider.  start and lwp-start, on the same tracepoint, fire in the
 * order they were enabled, not always start first as DTrace promises.
 *
 * signal-clear has no tracepoint: it sits on the return of the
 * rt_sigtimedwait() system call (its native and 32-bit entry points),
 * by fexit (dt_prov_stable_fn.c; listed on every kernel, enabled only
 * where the kernel attaches fexit programs), and fires when the call
 * took a pending signal (returned it, > 0): arg0 = the signal.  Solaris
 * gives only that; the siginfo_t Oracle's unfinished probe planned is
 * the caller's user-space copy here, so it is not given.  The signals a
 * signalfd read takes are not seen (signalfd_dequeue() is inlined).
 *
 * Not here: fault, which Oracle's DTrace does not provide either.
 */
#include <string.h>
#include <asm/unistd.h>
#include <bpf/bpf.h>

#include "base/dt_kfeat.h"
#include "prov/dt_stable_fn.h"

/* Signal results of signal_generate (include/trace/events/signal.h). */
enum { DT_SIG_DELIVERED = 0, DT_SIG_IGNORED = 1, DT_SIG_LOSE_INFO = 4 };

/* return unless reg is a or b */
static void
dt_proc_keep_either(dt_cg_t *cg, int reg, int32_t a, int32_t b)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, reg, a, 0), ok);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, reg, b);
	dt_cg_setlabel(cg, ok);
}

/* r7 = the raw tracepoint's child, returning unless it is (a new
   process) or is not (a new thread) its thread group's leader */
static void
dt_proc_fork_child(dt_cg_t *cg, bool process)
{
	dt_stable_ctx(cg, BPF_REG_7, 1);
	dt_stable_setarg(cg, 0, BPF_REG_7);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_7));
	dt_stable_task_int(cg, BPF_REG_6, "pid");
	dt_stable_task_int(cg, BPF_REG_7, "tgid");
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_6, BPF_REG_7));
	dt_cg_tramp_exit_if(cg, process ? BPF_JEQ : BPF_JNE, BPF_REG_6, 0);
}

static void
dt_proc_create(dt_cg_t *cg)
{
	dt_proc_fork_child(cg, true);
}

static void
dt_proc_lwp_create(dt_cg_t *cg)
{
	dt_proc_fork_child(cg, false);
}

/* r6 = the syscall number of the raw syscall tracepoint (orig_ax of its
   pt_regs) */
static void
dt_proc_sysnr(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_readarg(cg, 9, BPF_REG_6, dt_stable_offsetof(cg, "pt_regs",
	    "orig_ax"), 8);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9,
	    DT_MEM_ARGS + 8 * 9));
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_ARGS + 8 * 9,
	    0));
}

/* exec: the path is execve's first argument, execveat's second */
static void
dt_proc_exec(dt_cg_t *cg)
{
	uint32_t at = dt_cg_newlabel(cg), read = dt_cg_newlabel(cg);
	uint32_t buf = dt_cg_tramp_strbuf(cg);

	dt_proc_sysnr(cg);
	dt_proc_keep_either(cg, BPF_REG_6, __NR_execve, __NR_execveat);
	dt_stable_ctx(cg, BPF_REG_7, 0);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, __NR_execveat, 0), at);
	dt_stable_readarg(cg, 0, BPF_REG_7, dt_stable_offsetof(cg, "pt_regs",
	    "di"), 8);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JA, 0, 0, 0), read);
	dt_cg_setlabel(cg, at);
	dt_stable_readarg(cg, 0, BPF_REG_7, dt_stable_offsetof(cg, "pt_regs",
	    "si"), 8);
	dt_cg_setlabel(cg, read);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)buf));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2,
	    (int32_t)dt_cg_dtp(cg)->dt_opts.strbytes));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9,
	    DT_MEM_ARGS));
	dt_cg_helper(cg, BPF_FUNC_probe_read_user_str);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)buf));
	dt_stable_setarg(cg, 0, BPF_REG_1);
}

/* r7 = execve's return value; returns unless the call is an exec */
static void
dt_proc_exec_ret(dt_cg_t *cg)
{
	dt_proc_sysnr(cg);
	dt_proc_keep_either(cg, BPF_REG_6, __NR_execve, __NR_execveat);
	dt_stable_ctx(cg, BPF_REG_7, 1);
}

static void
dt_proc_exec_success(dt_cg_t *cg)
{
	dt_proc_exec_ret(cg);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_7, 0);
}

static void
dt_proc_exec_failure(dt_cg_t *cg)
{
	dt_proc_exec_ret(cg);
	dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_7, 0);
	dt_stable_setarg(cg, 0, BPF_REG_7);
}

#define DT_PROC_EXITED	4096

/*
 * Return unless the process whose signal_struct is in reg is not in
 * dt_procexit yet: put it there (BPF_NOEXIST), keyed with the tgid (the
 * exiting thread is the current one), so that of threads that all found
 * the process's live count at 0 only the first fires exit.
 */
static void
dt_proc_exit_once(dt_cg_t *cg, int reg)
{
	dtrace_hdl_t *dtp = dt_cg_dtp(cg);

	if (dtp->dt_procexitfd < 0)
		dtp->dt_procexitfd = bpf_map_create(BPF_MAP_TYPE_LRU_HASH,
		    "dt_procexit", 16, 8, DT_PROC_EXITED, NULL);
	if (dtp->dt_procexitfd < 0)
		return;	/* no map: exit may fire twice, as before */
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, reg,
	    DT_MEM_SCRATCH));
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    DT_MEM_SCRATCH + 8));
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_KEY, 0));
	dt_cg_map(cg, BPF_REG_1, "dt_procexit");
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MEM_SCRATCH));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_MEM_KEY));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_0, 0);
}

/* returns unless the exiting thread is its process's last */
static void
dt_proc_group_dead(dt_cg_t *cg)
{
	if (dt_kfeat_has(dt_cg_dtp(cg), DT_KF_GROUP_DEAD)) {
		dt_stable_ctx(cg, BPF_REG_6, 1);	/* group_dead */
		dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_6, 0);
		return;
	}
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_deref(cg, BPF_REG_6,
	    dt_stable_offsetof(cg, "task_struct", "signal"), 8);
	dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_6, 0);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_7, BPF_REG_6));
	dt_stable_deref(cg, BPF_REG_6,
	    dt_stable_offsetof(cg, "signal_struct", "live.counter"), 4);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0);
	dt_proc_exit_once(cg, BPF_REG_7);
}

/*
 * exit: the process's wait status as a CLD_* code (exit_code is set
 * before the tracepoint fires): low 7 bits 0, exited; core-dump bit
 * 0x80, dumped; else killed.
 */
static void
dt_proc_exit(dt_cg_t *cg)
{
	uint32_t out = dt_cg_newlabel(cg);

	dt_proc_group_dead(cg);
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_task_int(cg, BPF_REG_6, "exit_code");
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 1));	/* CLD_EXITED */
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0x7f));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), out);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 3));	/* CLD_DUMPED */
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0x80));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_6, 0, 0), out);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 2));	/* CLD_KILLED */
	dt_cg_setlabel(cg, out);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

static void
dt_proc_lwp_exit(dt_cg_t *cg)
{
	(void)cg;
}

/* returns unless this is a new task's return from fork/clone (0) */
static void
dt_proc_child_return(dt_cg_t *cg)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_stable_ctx(cg, BPF_REG_7, 1);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_7, 0);
	dt_proc_sysnr(cg);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, __NR_clone, 0), ok);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, __NR_fork, 0), ok);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, __NR_vfork, 0), ok);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, __NR_clone3);
	dt_cg_setlabel(cg, ok);
}

static void
dt_proc_lwp_start(dt_cg_t *cg)
{
	dt_proc_child_return(cg);
}

/* start: also the first thread of its process (pid == tgid) */
static void
dt_proc_start(dt_cg_t *cg)
{
	dt_proc_child_return(cg);
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_0, 0);
}

/* arg0 = the target thread, arg1 = the signal */
static void
dt_proc_signal_target(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_0, 2);
	dt_stable_setarg(cg, 0, BPF_REG_0);
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 1, BPF_REG_0);
}

static void
dt_proc_signal_send(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_6, 4);
	dt_proc_keep_either(cg, BPF_REG_6, DT_SIG_DELIVERED, DT_SIG_LOSE_INFO);
	dt_proc_signal_target(cg);
}

static void
dt_proc_signal_discard(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_6, 4);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, DT_SIG_IGNORED);
	dt_proc_signal_target(cg);
}

static void
dt_proc_signal_handle(dt_cg_t *cg)
{
	int handler = dt_stable_offsetof(cg, "k_sigaction", "sa.sa_handler");

	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 0, BPF_REG_0);
	dt_stable_ctx(cg, BPF_REG_0, 1);
	dt_stable_setarg(cg, 1, BPF_REG_0);
	dt_stable_ctx(cg, BPF_REG_6, 2);
	dt_stable_readarg(cg, 2, BPF_REG_6, handler, 8);
}

#define TASK		"struct task_struct *"
#define LWP(n)		{ TASK, "lwpsinfo_t *", n, false }
#define PS(n)		{ TASK, "psinfo_t *", n, false }
#define ARG(t, n)	{ t, NULL, n, false }

/* signal-clear: the syscall returned a signal (> 0, else -errno) */
static void
dt_proc_signal_clear(dt_cg_t *cg)
{
	dt_stable_fn_ret(cg, BPF_REG_6);
	dt_cg_tramp_exit_if(cg, BPF_JSGT, BPF_REG_6, 0);
	dt_stable_setarg(cg, 0, BPF_REG_6);
}

static const dt_stable_kfn_t dt_proc_sigwaits[] = {
	{ "__x64_sys_rt_sigtimedwait", 0, false },
	{ "__ia32_sys_rt_sigtimedwait", 0, false },
	{ "__ia32_compat_sys_rt_sigtimedwait_time32", 0, false },
	{ "__ia32_compat_sys_rt_sigtimedwait_time64", 0, false },
	{ NULL, 0, false }
};

static const dt_stable_fn_probe_t dt_proc_signal_clear_probe = {
	"signal-clear", dt_proc_sigwaits, true, dt_proc_signal_clear,
	{ ARG("int", 0) }
};

static const dt_provops_t dt_prov_proc_fn = DT_STABLE_FN_OPS("proc");

/* in DTrace's order */
static const dt_stable_probe_t dt_proc_probes[] = {
	{ "create", "sched", "sched_process_fork",
	    dt_proc_create, { PS(0) } },
	{ "exec", "raw_syscalls", "sys_enter",
	    dt_proc_exec, { ARG("string", 0) } },
	{ "exec-failure", "raw_syscalls", "sys_exit",
	    dt_proc_exec_failure, { ARG("int", 0) } },
	{ "exec-success", "raw_syscalls", "sys_exit",
	    dt_proc_exec_success, { { NULL } } },
	{ "exit", "sched", "sched_process_exit",
	    dt_proc_exit, { ARG("int", 0) } },
	{ "lwp-create", "sched", "sched_process_fork",
	    dt_proc_lwp_create, { LWP(0), PS(0) } },
	{ "lwp-exit", "sched", "sched_process_exit",
	    dt_proc_lwp_exit, { { NULL } } },
	{ "lwp-start", "raw_syscalls", "sys_exit",
	    dt_proc_lwp_start, { { NULL } } },
	{ "signal-discard", "signal", "signal_generate",
	    dt_proc_signal_discard, { LWP(0), PS(0), ARG("int", 1) } },
	{ "signal-handle", "signal", "signal_deliver",
	    dt_proc_signal_handle,
	    { ARG("int", 0), ARG("siginfo_t *", 1),
	    ARG("void (*)(void)", 2) } },
	{ "signal-send", "signal", "signal_generate",
	    dt_proc_signal_send, { LWP(0), PS(0), ARG("int", 1) } },
	{ "start", "raw_syscalls", "sys_exit",
	    dt_proc_start, { { NULL } } },
};

#define DT_PROC_NPROBES	(sizeof(dt_proc_probes) / sizeof(dt_proc_probes[0]))

/* signal-clear comes before dt_proc_probes[8], signal-discard */
#define DT_PROC_SIGCLEAR_AT	8

static int
dt_prov_proc_populate(dtrace_hdl_t *dtp)
{
	dt_stable_populate_range(dtp, &dt_prov_proc, dt_proc_probes, 0,
	    DT_PROC_SIGCLEAR_AT);
	dt_stable_fn_create(dtp, &dt_prov_proc_fn, &dt_proc_signal_clear_probe);
	dt_stable_populate_range(dtp, &dt_prov_proc, dt_proc_probes,
	    DT_PROC_SIGCLEAR_AT, DT_PROC_NPROBES);
	return 0;
}

static bool
dt_prov_proc_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_proc_probes, DT_PROC_NPROBES) ||
	    dt_stable_fn_may(fld, &dt_proc_signal_clear_probe, 1);
}

const dt_provops_t dt_prov_proc = DT_STABLE_OPS("proc",
    dt_prov_proc_populate, dt_prov_proc_may_list);
