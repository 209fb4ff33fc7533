/*
 * pid-limit.c -- bench/pid's floor for enabling many pid probes: an empty
 * BPF program (r0 = 0; exit) on a uprobe at every file offset listed in
 * OFFS (one a line) of PATH, for one process, which then runs CMD (an
 * absolute path: nothing runs in it between the attach and the exec); when
 * it has exited the probes go.  Prints on stderr how many offsets it
 * attached and how many the kernel refused.
 *
 * usage: pid-limit PATH OFFS CMD [ARG...]
 *        pid-limit -f PATH OFFS
 *
 * With -f it runs nothing and prints the offsets the kernel accepts,
 * which bench/pid asks once, untimed, before the timed run.
 * As dtrace -c does, it traces that one process only: the link's pid
 * filter is the child's, forked first and held on a pipe until the probes
 * are in place.
 *
 * The cheapest way there is: one BPF_TRACE_UPROBE_MULTI link for all the
 * offsets (Linux 6.6, "bpf: Add uprobe_multi link"), so one bpf() call to
 * attach and one close to detach.  The kernel refuses the whole link if
 * one instruction cannot be probed (ENOTSUPP, 524, from
 * arch_uprobe_analyze_insn: lock-prefixed ones, for example), so a
 * refused list is split in halves until each part is attached or is one
 * offset, which is left out.  Each refusal costs the registration and
 * removal of the part's uprobes: -f does that search once, untimed.  libbpf 1.1 has no call for the link, so the
 * attribute is spelled out as uapi 6.6 lays it out.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>

#define TRACE_UPROBE_MULTI	48	/* enum bpf_attach_type, Linux 6.6 */
#define ENOTSUPP		524

struct uprobe_multi_attr {		/* union bpf_attr, link_create */
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, umflags, pid;
	uint8_t pad[128 - 60];
};

static const char *path;
static int prog, nattached, nrefused;
static bool filter;
static pid_t pid;

/* Attach offs[0..n), halving the list while the kernel refuses it. */
static int
attach(uint64_t *offs, int n)
{
	struct uprobe_multi_attr a;

	memset(&a, 0, sizeof(a));
	a.prog_fd = (uint32_t)prog;
	a.attach_type = TRACE_UPROBE_MULTI;
	a.path = (uint64_t)(uintptr_t)path;
	a.offsets = (uint64_t)(uintptr_t)offs;
	a.cnt = (uint32_t)n;
	a.pid = (uint32_t)pid;
	if (syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a)) >= 0) {
		nattached += n;		/* the link stays open until exit */
		for (int i = 0; filter && i < n; i++)
			printf("%#llx\n", (unsigned long long)offs[i]);
		return 0;
	}
	if (errno != ENOTSUPP)
		return perror("pid-limit: uprobe_multi link"), -1;
	if (n == 1) {
		nrefused++;
		return 0;
	}
	return attach(offs, n / 2) == 0 ? attach(offs + n / 2, n - n / 2) : -1;
}

int
main(int argc, char **argv)
{
	static const struct bpf_insn empty[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = TRACE_UPROBE_MULTI);
	uint64_t *offs = NULL;
	unsigned long long off;
	int n = 0, status, go[2];
	char c;
	FILE *f;

	filter = argc == 4 && strcmp(argv[1], "-f") == 0;
	argv += filter;
	if (argc < 4 || (f = fopen(argv[2], "r")) == NULL)
		return fprintf(stderr, "usage: pid-limit PATH OFFS CMD "
		    "[ARG...] | -f PATH OFFS\n"), 2;
	path = argv[1];
	while (fscanf(f, "%lli", &off) == 1) {
		if ((offs = realloc(offs, (size_t)(n + 1) * sizeof(*offs))) ==
		    NULL)
			abort();
		offs[n++] = off;
	}
	fclose(f);
	if (pipe(go) != 0 || (pid = fork()) < 0)
		return perror("pid-limit"), 1;
	if (pid == 0) {
		close(go[1]);
		if (read(go[0], &c, 1) == 1)
			execv(argv[3], argv + 3);
		_exit(127);
	}
	close(go[0]);
	prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "limit", "GPL", empty, 2,
	    &opts);
	if (prog < 0)
		return perror("pid-limit: load"), 1;
	if (n == 0 || attach(offs, n) != 0)
		return 1;
	fprintf(stderr, "pid-limit: %d attached, %d refused\n", nattached,
	    nrefused);
	if (filter)
		return kill(pid, SIGKILL), waitpid(pid, &status, 0), 0;
	if (write(go[1], "", 1) != 1 || waitpid(pid, &status, 0) != pid)
		return perror("pid-limit"), 1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
