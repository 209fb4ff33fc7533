/*
 * deny.c -- run a command in a kernel that refuses one system call.
 *
 *   deny SYSCALL ERRNO COMMAND [ARG ...]
 *
 * SYSCALL is bpf or perf_event_open, ERRNO one of ENOSYS, EPERM, EACCES.
 * A seccomp filter makes every call of SYSCALL fail with ERRNO, for this
 * process and all it starts, and COMMAND is executed under it.  ENOSYS is
 * what a kernel built without the call answers (CONFIG_BPF_SYSCALL=n,
 * CONFIG_PERF_EVENTS=n); EPERM and EACCES are what a kernel that has the
 * call but forbids it to this process answers (an LSM, lockdown, a
 * container runtime's own seccomp profile, perf_event_paranoid).  The
 * scripts in this directory check what dtrace says then.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

static int
syscall_nr(const char *name)
{
	if (strcmp(name, "bpf") == 0)
		return SYS_bpf;
	if (strcmp(name, "perf_event_open") == 0)
		return SYS_perf_event_open;
	if (strcmp(name, "mount") == 0)
		return SYS_mount;
	return -1;
}

static int
errno_nr(const char *name)
{
	if (strcmp(name, "ENOSYS") == 0)
		return ENOSYS;
	if (strcmp(name, "EPERM") == 0)
		return EPERM;
	if (strcmp(name, "EACCES") == 0)
		return EACCES;
	if (strcmp(name, "ENODEV") == 0)
		return ENODEV;
	return -1;
}

/* Fail nr with err on this machine's native architecture; allow the rest
   (a call made through another ABI is not ours to refuse). */
static int
install_filter(int nr, int err)
{
	struct sock_filter insns[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
		    offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
		    offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 1),
		BPF_STMT(BPF_RET | BPF_K,
		    SECCOMP_RET_ERRNO | ((unsigned)err & SECCOMP_RET_DATA)),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {
		.len = sizeof(insns) / sizeof(insns[0]),
		.filter = insns,
	};

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		return -1;
	return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

int
main(int argc, char **argv)
{
	int nr, err;

	if (argc < 4 || (nr = syscall_nr(argv[1])) < 0 ||
	    (err = errno_nr(argv[2])) < 0) {
		fprintf(stderr, "usage: deny bpf|perf_event_open "
		    "ENOSYS|EPERM|EACCES command [arg ...]\n");
		return 2;
	}
	if (install_filter(nr, err) != 0) {
		perror("deny: seccomp");
		return 2;
	}
	execvp(argv[3], argv + 3);
	perror(argv[3]);
	return 127;
}
