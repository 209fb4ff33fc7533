/*
 * usdt-limit.c -- bench/usdt's floor: an empty BPF program (r0 = 0; exit)
 * on a uprobe at PATH's file offset OFF, on every CPU, until killed.
 * Prints "ready" once attached.
 *
 * usage: usdt-limit PATH OFF
 */
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>

int
main(int argc, char **argv)
{
	static const struct bpf_insn empty[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	struct perf_event_attr attr;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1, prog;

	if (argc != 3 || f == NULL || fscanf(f, "%d", &type) != 1)
		return fprintf(stderr, "usage: usdt-limit PATH OFF\n"), 2;
	prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "limit", "GPL", empty, 2,
	    NULL);
	if (prog < 0)
		return perror("load"), 1;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (unsigned)type;
	attr.config1 = (unsigned long)argv[1];
	attr.config2 = strtoull(argv[2], NULL, 0);
	attr.sample_period = 1;
	for (long cpu = 0; cpu < ncpu; cpu++) {
		int fd = (int)syscall(__NR_perf_event_open, &attr, -1, (int)cpu,
		    -1, 0);

		if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) != 0 ||
		    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
			return perror("attach"), 1;
	}
	printf("ready\n");
	fflush(stdout);
	pause();
	return 0;
}
