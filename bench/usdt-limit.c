/*
 * usdt-limit.c -- bench/usdt's floor: an empty BPF program (r0 = 0; exit)
 * on a uprobe at PATH's file offset OFF, for process PID, until killed.
 * Prints "ready" once attached, and on stderr how.
 *
 * The fastest attachment the kernel has: a uprobe_multi link (Linux 6.6)
 * filtered to the process, whose filter is a comparison; else one perf
 * event of the uprobe PMU for the process (its filter takes a lock at
 * every firing, and a system-wide event would need one per CPU, each run
 * at every firing).
 *
 * PID 0 is every process (bench/usdt-fork: workers inherit the uprobe at
 * fork); only a uprobe_multi link can say that with one attachment.
 *
 * usage: usdt-limit PATH OFF PID
 */
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>

#define TRACE_UPROBE_MULTI	48	/* Linux 6.6's uapi <linux/bpf.h> */

static const struct bpf_insn empty[] = {
	{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
	{ .code = BPF_JMP | BPF_EXIT },
};

/* bpf(BPF_LINK_CREATE) attributes of a uprobe_multi link (uapi layout) */
struct uprobe_multi_attr {
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, umflags, pid;
	uint8_t pad[128 - 60];
};

static int
attach_multi(const char *path, uint64_t off, int pid)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = TRACE_UPROBE_MULTI);
	struct uprobe_multi_attr a;
	int prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "limit", "GPL", empty,
	    2, &opts);

	if (prog < 0)
		return -1;
	memset(&a, 0, sizeof(a));
	a.prog_fd = (uint32_t)prog;
	a.attach_type = TRACE_UPROBE_MULTI;
	a.path = (uint64_t)(uintptr_t)path;
	a.offsets = (uint64_t)(uintptr_t)&off;
	a.cnt = 1;
	a.pid = (uint32_t)pid;
	return (int)syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
}

static int
attach_perf(const char *path, uint64_t off, int pid)
{
	struct perf_event_attr attr;
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1, prog, fd;

	if (f == NULL || fscanf(f, "%d", &type) != 1)
		return -1;
	fclose(f);
	prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "limit", "GPL", empty, 2,
	    NULL);
	if (prog < 0)
		return -1;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (unsigned)type;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = off;
	attr.sample_period = 1;
	fd = (int)syscall(__NR_perf_event_open, &attr, pid, -1, -1, 0);
	if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
		return -1;
	return fd;
}

int
main(int argc, char **argv)
{
	uint64_t off;
	int pid;

	if (argc != 4)
		return fprintf(stderr, "usage: usdt-limit PATH OFF PID\n"), 2;
	off = strtoull(argv[2], NULL, 0);
	pid = atoi(argv[3]);
	if (attach_multi(argv[1], off, pid) >= 0)
		fprintf(stderr, "usdt-limit: uprobe_multi link\n");
	else if (pid == 0)
		return perror("usdt-limit: every process needs a uprobe_multi "
		    "link"), 1;
	else if (attach_perf(argv[1], off, pid) >= 0)
		fprintf(stderr, "usdt-limit: perf event\n");
	else
		return perror("usdt-limit: attach"), 1;
	printf("ready\n");
	fflush(stdout);
	pause();
	return 0;
}
