/*
 * dt_proc.c -- the processes a session traces: -c (created) and -p
 * (grabbed), $target, and telling the consumer when they are gone.
 *
 * -c CMD must not let the command run a single instruction of its own
 * before the probes are in place, or pid$target:a.out:main:entry and USDT
 * probes fired early would be missed.  So the command is started under
 * ptrace: the child asks to be traced and execs; the kernel stops it with
 * SIGTRAP right after the exec, inside the dynamic linker.  At that point
 * only the executable and ld.so are mapped, and a pid probe on libc could
 * not be resolved yet, so we let the child run on to the executable's entry
 * point (AT_ENTRY in /proc/PID/auxv) with a one-shot breakpoint there: by
 * then the dynamic linker has mapped every DT_NEEDED library, and the
 * program's main() has not run.  (DTrace calls this evaltime=preinit.)
 * The child stays stopped there until dtrace_proc_continue(), after
 * dtrace_go() has attached every probe, detaches ptrace and lets it run.
 *
 * The evaltime option moves that point, as DTrace's does: "exec" keeps the
 * child at the exec itself (only the executable and ld.so are mapped, so
 * only they can be probed); "preinit" is the entry point (the default);
 * "postinit" and "main" are the first instruction of main(), found in the
 * executable's symbols (the .init sections and constructors have run by
 * then, so postinit's promise holds too).  A program without a main
 * symbol is held at its entry point.
 *
 * -p PID only checks that the process exists: uprobes need no stopped
 * target, and attaching ptrace to a running service is more intrusive than
 * DTrace users expect from -p.
 *
 * Exit: each target has a pidfd (pidfd_open, Linux 5.3), readable once the
 * process has exited, even when it is not our child.  dt_proc_poll(),
 * called from dtrace_work(), reports each exit once through the proc
 * handler ("pid N has exited") and ends the session when no target is
 * left.  While tracing, the pidfds are in the consumer's epoll set
 * (dt_proc_epoll), so that an exit wakes it: `dtrace -c true` ended up
 * to 100 ms (a consumer pass's wait) after its command.  A created
 * process still alive at dtrace_close() is killed, as DTrace does; a
 * grabbed one is left alone.
 */
#define _GNU_SOURCE		/* pipe2, sigabbrev_np */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <gelf.h>
#include <poll.h>
#include <sys/epoll.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>

#include "dt_impl.h"
#include "../../pidprov/pid.h"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif

typedef struct dt_proc {
	pid_t dpr_pid;
	int dpr_pidfd;			/* -1 if pidfd_open is unavailable */
	bool dpr_created;		/* -c: ours to reap and to kill */
	bool dpr_stopped;		/* created, held at its entry point */
	bool dpr_gone;			/* exit reported */
} dt_proc_t;

static dt_proc_t *
dt_proc_add(dtrace_hdl_t *dtp, pid_t pid, bool created)
{
	dt_proc_t *p;

	p = dt_xrealloc(dtp->dt_procs,
	    (size_t)(dtp->dt_nprocs + 1) * sizeof(*p));
	dtp->dt_procs = p;
	p = &p[dtp->dt_nprocs++];
	p->dpr_pid = pid;
	p->dpr_pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
	p->dpr_created = created;
	p->dpr_stopped = created;
	p->dpr_gone = false;
	if (dtp->dt_target == 0)
		dtp->dt_target = pid;
	return p;
}

/* Entry type of process pid's auxiliary vector, 0 if none. */
uint64_t
dt_proc_auxv(pid_t pid, uint64_t type)
{
	char path[64];
	uint64_t av[2], val = 0;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	while (read(fd, av, sizeof(av)) == sizeof(av) && av[0] != AT_NULL) {
		if (av[0] == type) {
			val = av[1];
			break;
		}
	}
	close(fd);
	return val;
}

/* main's link-time address in the ELF file fd (.symtab, else .dynsym) */
static uint64_t
dt_proc_elf_main(int fd, uint64_t *e_entry)
{
	Elf *elf;
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	uint64_t addr = 0;
	int pass;

	elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL)
		return 0;
	if (gelf_getehdr(elf, &eh) == NULL)
		goto out;
	*e_entry = eh.e_entry;
	for (pass = 0; pass < 2 && addr == 0; pass++) {
		while (addr == 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
			GElf_Shdr sh;
			Elf_Data *d;
			GElf_Sym sym;

			if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type !=
			    (pass == 0 ? SHT_SYMTAB : SHT_DYNSYM) ||
			    sh.sh_entsize == 0 || (d = elf_getdata(scn, NULL))
			    == NULL)
				continue;
			for (size_t i = 0; i < sh.sh_size / sh.sh_entsize;
			    i++) {
				const char *name;

				if (gelf_getsym(d, (int)i, &sym) == NULL ||
				    GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
				    sym.st_shndx == SHN_UNDEF)
					continue;
				name = elf_strptr(elf, sh.sh_link, sym.st_name);
				if (name != NULL && strcmp(name, "main") == 0) {
					addr = sym.st_value;
					break;
				}
			}
		}
	}
out:
	elf_end(elf);
	return addr;
}

/*
 * Where main() is in the child: its link-time address plus the load bias,
 * which is the run-time entry point less the ELF header's e_entry (0 for
 * an executable that is not PIE).  0 if there is no main symbol.
 */
static uint64_t
dt_proc_main(pid_t pid, uint64_t entry)
{
	char path[64];
	uint64_t e_entry = 0, addr;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	addr = dt_proc_elf_main(fd, &e_entry);
	close(fd);
	return addr == 0 ? 0 : entry - e_entry + addr;
}

#if defined(__x86_64__)
#define DT_BKPT_INSN	0xccUL			/* int3, 1 byte */
#define DT_BKPT_MASK	0xffUL
#elif defined(__aarch64__)
#define DT_BKPT_INSN	0xd4200000UL		/* brk #0, 4 bytes */
#define DT_BKPT_MASK	0xffffffffUL
#endif

/*
 * Run the exec-stopped child to where evaltime says and leave it stopped
 * there.  Returns 0, or -1 if the child died on the way (errno set).
 */
static int
dt_proc_run_to_eval(pid_t pid, int evaltime)
{
#ifdef DT_BKPT_INSN
	/* the entry point of the program it has just exec'd */
	uint64_t entry = dt_proc_auxv(pid, AT_ENTRY), main_addr;
	long word;
	int status, sig = 0;

	if (entry == 0 || evaltime == DT_EVAL_EXEC)
		return 0;	/* stop here, at the exec */
	if (evaltime != DT_EVAL_PREINIT &&
	    (main_addr = dt_proc_main(pid, entry)) != 0)
		entry = main_addr;
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, (void *)entry, NULL);
	if (errno != 0)
		return 0;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)entry,
	    (void *)((word & ~DT_BKPT_MASK) | DT_BKPT_INSN)) != 0)
		return 0;
	for (;;) {
		if (ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig) != 0 ||
		    waitpid(pid, &status, 0) != pid)
			return -1;
		if (!WIFSTOPPED(status)) {
			errno = ECHILD;
			return -1;
		}
		if (WSTOPSIG(status) == SIGTRAP)
			break;
		sig = WSTOPSIG(status);	/* the loader's own: deliver it */
	}
	ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)word);
#if defined(__x86_64__)
	{	/* int3 left the pc one byte past the entry point */
		struct user_regs_struct regs;

		if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) == 0) {
			regs.rip = entry;
			ptrace(PTRACE_SETREGS, pid, NULL, &regs);
		}
	}
#endif
#else
	(void)pid;
#endif
	return 0;
}

int
dtrace_proc_create(dtrace_hdl_t *dtp, char *const argv[])
{
	int pfd[2], status, err = 0;
	pid_t pid;

	if (pipe2(pfd, O_CLOEXEC) != 0)
		return dt_set_err(dtp, "failed to execute %s: %s", argv[0],
		    strerror(errno));
	if ((pid = fork()) < 0) {
		err = errno;
		close(pfd[0]);
		close(pfd[1]);
		return dt_set_err(dtp, "failed to execute %s: %s", argv[0],
		    strerror(err));
	}
	if (pid == 0) {
		close(pfd[0]);
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		execvp(argv[0], argv);
		err = errno;
		(void)!write(pfd[1], &err, sizeof(err));
		_exit(127);
	}
	close(pfd[1]);
	if (read(pfd[0], &err, sizeof(err)) != sizeof(err))
		err = 0;	/* EOF: the exec succeeded */
	close(pfd[0]);
	if (waitpid(pid, &status, 0) != pid || !WIFSTOPPED(status)) {
		if (err == 0)
			err = ECHILD;
	} else if (err == 0) {
		ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)PTRACE_O_EXITKILL);
		if (dt_proc_run_to_eval(pid, (int)dtp->dt_opts.evaltime) != 0)
			err = errno;
	}
	if (err != 0) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		return dt_set_err(dtp, "failed to execute %s: %s", argv[0],
		    strerror(err));
	}
	dt_proc_add(dtp, pid, true);
	return pid;
}

int
dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid)
{
	if (pid <= 0 || (kill(pid, 0) != 0 && errno == ESRCH))
		return dt_set_err(dtp, "failed to grab pid %d: %s", (int)pid,
		    strerror(ESRCH));
	dt_proc_add(dtp, pid, false);
	return 0;
}

/*
 * The targets whose executable was built without frame pointers (by
 * pid_obj_framepointers' measure): a kernel probe's ustack() in one of
 * them cannot be walked past the first function without them, so
 * ustackmode=auto copies its stack for the consumer to unwind.  Only the
 * executable is judged: at evaltime=exec the libraries are not mapped
 * yet, and Debian's libc has no frame pointers in any process.
 */
int
dt_proc_targets(dtrace_hdl_t *dtp, pid_t *out, int max)
{
	int n = 0;

	for (int i = 0; i < dtp->dt_nprocs && n < max; i++)
		if (!dtp->dt_procs[i].dpr_gone)
			out[n++] = dtp->dt_procs[i].dpr_pid;
	return n;
}

int
dt_proc_nofp_targets(dtrace_hdl_t *dtp, pid_t *out, int max)
{
	int n = 0;

	for (int i = 0; i < dtp->dt_nprocs && n < max; i++) {
		char exe[64];
		pid_obj_t *obj;
		bool fp;

		if (dtp->dt_procs[i].dpr_gone)
			continue;
		snprintf(exe, sizeof(exe), "/proc/%d/exe",
		    (int)dtp->dt_procs[i].dpr_pid);
		if (pid_obj_open(exe, &obj) != 0)
			continue;
		fp = pid_obj_framepointers(obj);
		pid_obj_rele(obj);
		if (!fp)
			out[n++] = dtp->dt_procs[i].dpr_pid;
	}
	return n;
}

/* Let the created processes held at their entry point run
   (dtrace_proc_continue, dt_work.c). */
void
dt_proc_release(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_nprocs; i++) {
		dt_proc_t *p = &dtp->dt_procs[i];

		if (p->dpr_stopped) {
			ptrace(PTRACE_DETACH, p->dpr_pid, NULL, NULL);
			p->dpr_stopped = false;
		}
	}
}

void
dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_proc_f *fn, void *arg)
{
	dtp->dt_prochdlr = fn;
	dtp->dt_prochdlr_arg = arg;
}

/* Has this target exited?  If so, say how, once. */
static bool
dt_proc_check(dtrace_hdl_t *dtp, dt_proc_t *p)
{
	struct pollfd pf = { .fd = p->dpr_pidfd, .events = POLLIN };
	char msg[128];
	int status = 0;

	if (p->dpr_pidfd >= 0 ? poll(&pf, 1, 0) != 1 :
	    !(kill(p->dpr_pid, 0) != 0 && errno == ESRCH))
		return false;
	if (p->dpr_created && waitpid(p->dpr_pid, &status, 0) != p->dpr_pid)
		status = 0;
	if (WIFSIGNALED(status))
		snprintf(msg, sizeof(msg), "pid %d terminated by SIG%s",
		    (int)p->dpr_pid, sigabbrev_np(WTERMSIG(status)) ?
		    sigabbrev_np(WTERMSIG(status)) : "UNKNOWN");
	else if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
		snprintf(msg, sizeof(msg), "pid %d exited with status %d",
		    (int)p->dpr_pid, WEXITSTATUS(status));
	else
		snprintf(msg, sizeof(msg), "pid %d has exited",
		    (int)p->dpr_pid);
	p->dpr_gone = true;
	if (p->dpr_pidfd >= 0 && dtp->dt_epollfd >= 0)	/* (stays readable) */
		(void)epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_DEL, p->dpr_pidfd,
		    NULL);
	if (dtp->dt_prochdlr != NULL)
		dtp->dt_prochdlr(p->dpr_pid, msg, dtp->dt_prochdlr_arg);
	return true;
}

/* Have the targets' exits wake the consumer's wait (dt_consume). */
void
dt_proc_epoll(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_nprocs; i++) {
		dt_proc_t *p = &dtp->dt_procs[i];
		struct epoll_event ev = { .events = EPOLLIN };

		if (p->dpr_pidfd >= 0 && !p->dpr_gone)
			(void)epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_ADD,
			    p->dpr_pidfd, &ev);
	}
}

/* Returns true when the session had targets and all of them are gone. */
bool
dt_proc_poll(dtrace_hdl_t *dtp)
{
	int live = 0;

	for (int i = 0; i < dtp->dt_nprocs; i++) {
		dt_proc_t *p = &dtp->dt_procs[i];

		if (!p->dpr_gone && (p->dpr_stopped || !dt_proc_check(dtp, p)))
			live++;
	}
	return dtp->dt_nprocs > 0 && live == 0;
}

void
dt_proc_teardown(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_nprocs; i++) {
		dt_proc_t *p = &dtp->dt_procs[i];

		if (p->dpr_created && !p->dpr_gone) {
			kill(p->dpr_pid, SIGKILL);
			if (p->dpr_stopped)
				ptrace(PTRACE_DETACH, p->dpr_pid, NULL, NULL);
			waitpid(p->dpr_pid, NULL, 0);
		}
		if (p->dpr_pidfd >= 0)
			close(p->dpr_pidfd);
	}
	free(dtp->dt_procs);
	dtp->dt_procs = NULL;
	dtp->dt_nprocs = 0;
}

/*
 * The fields of /proc/PID/stat after the command name (which may hold
 * spaces and parentheses), read into buf: " S ppid pgrp ...", the state
 * first; NULL if the process is gone or the line cannot be read.
 */
const char *
dt_proc_stat(pid_t pid, char *buf, size_t len)
{
	char path[64], *s;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if ((f = fopen(path, "re")) == NULL)
		return NULL;
	s = fgets(buf, (int)len, f);
	fclose(f);
	if (s == NULL || (s = strrchr(buf, ')')) == NULL || s[1] != ' ' ||
	    s[2] == '\0')
		return NULL;
	return s + 1;
}

/* The state letter of process pid (R, S, Z, ...), or 0 if it is gone. */
char
dt_proc_state(pid_t pid)
{
	char buf[512];
	const char *s = dt_proc_stat(pid, buf, sizeof(buf));

	return s != NULL ? s[1] : '\0';
}
