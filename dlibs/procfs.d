/*
 * procfs.d -- the process model of DTrace's proc(4) types over Linux's
 * struct task_struct: psinfo_t and lwpsinfo_t, their translators, and
 * curpsinfo and curlwpsinfo, the current process and thread translated.
 *
 * The types keep the layout and member names programs written for DTrace
 * use.  The translators define the members Linux can give (the others are
 * refused where a program reads them: "translator does not define
 * conversion for member"): not pr_pctcpu and pr_pctmem (Linux keeps no
 * such decaying averages), nor the Solaris-only members of lwpsinfo_t
 * (pr_nice, pr_syscall, pr_oldpri, pr_cpu, pr_clname, ...).  pr_psargs is
 * the command line, the arguments separated by spaces, as much of it as a
 * string holds (Oracle's DTrace gives that, not Solaris's 80 bytes),
 * read from the process's memory by the library's own subroutine
 * __dt_psargs() (libdtrace/bpf/dt_bpf_proc.c): only the current
 * process's can be read; another task's is "<unknown>", as Oracle's.
 *
 * pr_start is when the process (for lwpsinfo_t the thread) started, in
 * wall-clock time as walltimestamp counts it: task_struct's start_time
 * (the monotonic clock) made wall-clock by the library's __dt_walltime().
 * pr_time is the CPU time used (user and system, as the scheduler counts
 * it: se.sum_exec_runtime): for lwpsinfo_t the thread's; for psinfo_t
 * the translated thread's and that of the process's threads that have
 * exited (signal->sum_sched_runtime), not that of its other live threads,
 * which D cannot add up (exact for a process of one thread).  Both are
 * timestruc_t, translated from nanoseconds.
 *
 * pr_argc, pr_argv and pr_envp are Solaris's: the argument count and
 * the user addresses of the argument and environment vectors (char **,
 * as main() receives them), which exec left on the process's stack at
 * mm->start_stack: argc (a long), then argv[], a NULL, then envp[].
 * pr_argv is read from the kernel; argc is read from that word of the
 * process's memory (by __dt_uword(): 0 if it cannot be read), so
 * pr_argc and pr_envp are known only for a task of the current process
 * (0 for another, as for a kernel thread).  A 64-bit process's layout:
 * procfs.d knows no other data model (pr_dmodel).
 *
 * pr_size and pr_rssize are in KB, as /proc/PID/status's VmSize and
 * VmRSS: mm->total_vm pages, and the resident pages (file, anonymous and
 * shared memory), by __dt_mm_rss(): since Linux 6.2 each of
 * mm->rss_stat[]'s per-CPU counters added up over the CPUs as the
 * kernel's percpu_counter_sum() does (the per-CPU areas found through an
 * x86 per-CPU variable: libdtrace/bpf/dt_bpf_pcpu.c; elsewhere the
 * counters' folded totals alone, short by up to 31 pages a CPU and
 * counter); before, mm->rss_stat.count[], atomic counters.  pr_ctime is the CPU time (user and system) of the
 * process's children it has waited for (signal->cutime + cstime), as
 * /proc/PID/stat's cutime and cstime count it.  pr_lwp is the
 * representative thread's lwpsinfo_t: the translated thread's.
 * lwpsinfo_t's pr_wchan is 0, as in Oracle's DTrace: Linux keeps no wait
 * channel; /proc's wchan is a function found by unwinding the sleeping
 * thread's kernel stack (ORC tables), which BPF cannot do.
 *
 * pr_ttydev is the address of the controlling tty's struct tty_struct,
 * or -1 without one, as a uintptr_t (naming the kernel struct here would
 * read BTF at every start).
 *
 * Members are read from the running kernel's BTF when a program first
 * uses one; the task state bits are those of Linux 5.14 and later
 * (task_struct.__state).
 */

typedef struct timestruc {
	time_t tv_sec;
	long tv_nsec;
} timestruc_t;

typedef id_t poolid_t;

/* a time in nanoseconds as seconds and nanoseconds */
translator timestruc_t < uint64_t ns >
{
	tv_sec = ns / 1000000000;
	tv_nsec = ns % 1000000000;
};

typedef struct lwpsinfo {
	int pr_flag;			/* PR_STOPPED, or 0 */
	int pr_lwpid;			/* thread id */
	uintptr_t pr_addr;		/* its task_struct */
	uintptr_t pr_wchan;		/* not known: 0 (see above) */
	char pr_stype;			/* not known: 0 */
	char pr_state;			/* SSLEEP, SRUN, ... */
	char pr_sname;			/* 'S', 'R', ... */
	char pr_nice;
	short pr_syscall;
	char pr_oldpri;
	char pr_cpu;
	int pr_pri;			/* the kernel's priority */
	ushort_t pr_pctcpu;
	ushort_t pr_pad;
	timestruc_t pr_start;
	timestruc_t pr_time;
	char pr_clname[8];
	char pr_name[16];		/* the thread's name */
	processorid_t pr_onpro;		/* the CPU it last ran on */
	processorid_t pr_bindpro;
	psetid_t pr_bindpset;
	int pr_lgrp;
	int pr_filler[4];
} lwpsinfo_t;

typedef struct psinfo {
	int pr_flag;
	int pr_nlwp;			/* 1 */
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgid;
	pid_t pr_sid;
	uid_t pr_uid;
	uid_t pr_euid;
	uid_t pr_gid;
	uid_t pr_egid;
	uintptr_t pr_addr;		/* the task_struct */
	size_t pr_size;			/* KB, as VmSize */
	size_t pr_rssize;		/* KB, as VmRSS */
	size_t pr_pad1;
	uintptr_t pr_ttydev;		/* struct tty_struct *, or -1 */
	ushort_t pr_pctcpu;
	ushort_t pr_pctmem;
	timestruc_t pr_start;
	timestruc_t pr_time;
	timestruc_t pr_ctime;
	char pr_fname[16];		/* the name of the executable */
	char pr_psargs[80];
	int pr_wstat;			/* 0 */
	int pr_argc;
	uintptr_t pr_argv;
	uintptr_t pr_envp;
	char pr_dmodel;			/* PR_MODEL_LP64 */
	char pr_pad2[3];
	taskid_t pr_taskid;		/* 0: no tasks, projects, pools, */
	projid_t pr_projid;		/* zones or contracts on Linux */
	int pr_nzomb;
	poolid_t pr_poolid;
	zoneid_t pr_zoneid;
	id_t pr_contract;
	int pr_filler[1];
	lwpsinfo_t pr_lwp;		/* the translated thread's */
} psinfo_t;

inline char PR_MODEL_ILP32 = 1;
inline char PR_MODEL_LP64 = 2;

/* the kernel's mm counters (enum in include/linux/mm_types_task.h) */
inline int MM_FILEPAGES = 0;
inline int MM_ANONPAGES = 1;
inline int MM_SHMEMPAGES = 3;

/* the kernel's enum pid_type, from Linux 4.19 */
inline int PIDTYPE_PID = 0;
inline int PIDTYPE_TGID = 1;
inline int PIDTYPE_PGID = 2;
inline int PIDTYPE_SID = 3;

translator psinfo_t < struct task_struct *T >
{
	pr_nlwp = 1;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[PIDTYPE_PGID]->numbers[0].nr;
	pr_sid = T->signal->pids[PIDTYPE_SID]->numbers[0].nr;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_ttydev = T->signal->tty != NULL ? (uintptr_t)T->signal->tty :
	    (uintptr_t)-1;
	pr_fname = T->comm;
	pr_start = xlate <timestruc_t> (__dt_walltime(
	    T->group_leader->start_time));
	pr_time = xlate <timestruc_t> (T->se.sum_exec_runtime +
	    T->signal->sum_sched_runtime);
	pr_psargs = T == curthread ? __dt_psargs(T) : "<unknown>";
	pr_wstat = 0;
	pr_size = T->mm != NULL ? T->mm->total_vm * (__dt_pagesize() / 1024) :
	    0;
	/* the resident pages, as /proc adds them up (__dt_mm_rss(): the
	   kernel's counters, whose layout changed in Linux 6.2) */
	pr_rssize = T->mm != NULL ? __dt_mm_rss(T->mm) *
	    (__dt_pagesize() / 1024) : 0;
	pr_ctime = xlate <timestruc_t> (T->signal->cutime + T->signal->cstime);
	pr_argc = T->mm != NULL && T->mm == curthread->mm ?
	    __dt_uword(T->mm->start_stack) : 0;
	pr_argv = T->mm != NULL ? T->mm->start_stack + 8 : 0;
	/* (argc is at least 1 since Linux 5.18: 0 is a word not read) */
	pr_envp = T->mm != NULL && T->mm == curthread->mm &&
	    __dt_uword(T->mm->start_stack) != 0 ?
	    T->mm->start_stack + 8 * (__dt_uword(T->mm->start_stack) + 2) : 0;
	pr_lwp = xlate <lwpsinfo_t> (T);
	pr_dmodel = PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
};

inline int PR_STOPPED = 0x00000001;
inline int PR_ISTOP = 0x00000002;
inline int PR_DSTOP = 0x00000004;
inline int PR_IDLE = 0x10000000;

inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

/* task_struct.__state bits (include/linux/sched.h) */
inline unsigned int TASK_INTERRUPTIBLE = 0x0001;
inline unsigned int TASK_UNINTERRUPTIBLE = 0x0002;
inline unsigned int __TASK_STOPPED = 0x0004;
inline unsigned int __TASK_TRACED = 0x0008;
inline unsigned int EXIT_DEAD = 0x0010;
inline unsigned int EXIT_ZOMBIE = 0x0020;
inline unsigned int TASK_DEAD = 0x0080;
inline unsigned int TASK_WAKEKILL = 0x0100;
inline unsigned int TASK_WAKING = 0x0200;

translator lwpsinfo_t < struct task_struct *T >
{
	pr_flag = (T->__state & __TASK_STOPPED) ? PR_STOPPED : 0;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state = (T->__state & (TASK_INTERRUPTIBLE |
	    TASK_UNINTERRUPTIBLE)) ? SSLEEP :
	    (T->__state & (__TASK_STOPPED | __TASK_TRACED)) ? SSTOP :
	    (T->__state & (EXIT_ZOMBIE | EXIT_DEAD | TASK_DEAD)) ? SZOMB :
	    (T->__state & (TASK_WAKEKILL | TASK_WAKING)) ? SWAIT : SRUN;
	pr_sname = (T->__state & (TASK_INTERRUPTIBLE |
	    TASK_UNINTERRUPTIBLE)) ? 'S' :
	    (T->__state & (__TASK_STOPPED | __TASK_TRACED)) ? 'T' :
	    (T->__state & (EXIT_ZOMBIE | EXIT_DEAD | TASK_DEAD)) ? 'Z' :
	    (T->__state & (TASK_WAKEKILL | TASK_WAKING)) ? 'W' : 'R';
	pr_pri = T->prio;
	pr_start = xlate <timestruc_t> (__dt_walltime(T->start_time));
	pr_time = xlate <timestruc_t> (T->se.sum_exec_runtime);
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);

/* DTrace's cwd and root: the current process's working and root
   directories, as d_path() spells them */
inline string cwd = d_path(&curthread->fs->pwd);
inline string root = d_path(&curthread->fs->root);

/* the wait status codes of the proc provider's signal probes */
inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;
