/*
 * syscall-bench.c -- helpers for bench/syscall and bench/aggregate.
 *
 *	syscall-bench loop N [getpid]	call getppid() (or getpid()) N times;
 *				print ns per call
 *	syscall-bench loop N lseek [KEYS]
 *				the same with lseek(fd, i % KEYS, SEEK_SET)
 *				on /dev/null for i from 0 to N - 1 (KEYS
 *				defaults to N): an argument to key on
 *	syscall-bench limit [SYSCALL [both]]
 *				attach an empty BPF program (r0 = 0; exit) to
 *				the syscalls:sys_enter_SYSCALL tracepoint
 *				(getppid), and to sys_exit_SYSCALL with
 *				"both", print "ready", hold it until
 *				SIGINT/SIGTERM
 *	syscall-bench limit-raw [both]
 *				the same on the raw tracepoint
 *				raw_syscalls:sys_enter (every system call),
 *				and sys_exit with "both"
 *
 * The limit is the least a tracer must add to the traced call: the
 * tracepoint firing and one BPF program that does nothing.
 */
#include <fcntl.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

static void
report(long n, const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%.1f\n", ((t1.tv_sec - t0->tv_sec) * 1e9 +
	    (t1.tv_nsec - t0->tv_nsec)) / n);
}

static int
loop(long n, long nr)
{
	struct timespec t0;
	long i;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		(void)syscall(nr);
	report(n, &t0);
	return 0;
}

static int
loop_lseek(long n, long keys)
{
	struct timespec t0;
	int fd = open("/dev/null", O_RDONLY);
	long i;

	if (fd < 0 || keys <= 0)
		return perror("/dev/null"), 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		(void)lseek(fd, i % keys, SEEK_SET);
	report(n, &t0);
	return 0;
}

static int
hold(void)
{
	sigset_t set;
	int sig;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigprocmask(SIG_BLOCK, &set, NULL);
	printf("ready\n");
	fflush(stdout);
	sigwait(&set, &sig);
	return 0;
}

static const struct bpf_insn empty[] = {
	{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
	{ .code = BPF_JMP | BPF_EXIT },
};

static int
limit_raw(bool both)
{
	int prog = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "limit", "GPL",
	    empty, 2, NULL);

	if (prog < 0 || bpf_raw_tracepoint_open("sys_enter", prog) < 0 ||
	    (both && bpf_raw_tracepoint_open("sys_exit", prog) < 0))
		return perror("attach"), 1;
	return hold();
}

/* An empty program on the tracepoint syscalls:sys_EVENT_SYSCALL. */
static int
limit_attach(int prog, const char *event, const char *sc)
{
	struct perf_event_attr attr;
	char path[256];
	FILE *fp;
	int id, fd;

	snprintf(path, sizeof(path), "/sys/kernel/tracing/events/syscalls/"
	    "sys_%s_%s/id", event, sc);
	fp = fopen(path, "r");
	if (fp == NULL || fscanf(fp, "%d", &id) != 1)
		return perror("tracepoint id"), -1;
	fclose(fp);
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = (unsigned)id;
	attr.sample_period = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, 0);
	if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0))
		return perror("attach"), -1;
	return 0;
}

static int
limit(const char *sc, bool both)
{
	int prog = bpf_prog_load(BPF_PROG_TYPE_TRACEPOINT, "limit", "GPL",
	    empty, 2, NULL);

	if (prog < 0)
		return perror("load"), 1;
	if (limit_attach(prog, "enter", sc) < 0 ||
	    (both && limit_attach(prog, "exit", sc) < 0))
		return 1;
	return hold();
}

int
main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "loop") == 0 &&
	    strcmp(argv[3], "lseek") == 0)
		return loop_lseek(atol(argv[2]), argc > 4 ? atol(argv[4]) :
		    atol(argv[2]));
	if (argc >= 3 && strcmp(argv[1], "loop") == 0)
		return loop(atol(argv[2]), argc > 3 &&
		    strcmp(argv[3], "getpid") == 0 ? SYS_getpid : SYS_getppid);
	if (argc >= 2 && argc <= 4 && strcmp(argv[1], "limit") == 0)
		return limit(argc >= 3 ? argv[2] : "getppid",
		    argc == 4 && strcmp(argv[3], "both") == 0);
	if ((argc == 2 || argc == 3) && strcmp(argv[1], "limit-raw") == 0)
		return limit_raw(argc == 3 && strcmp(argv[2], "both") == 0);
	fprintf(stderr, "usage: syscall-bench loop N [getpid | lseek [KEYS]] | "
	    "limit [SYSCALL [both]] | limit-raw [both]\n");
	return 2;
}
