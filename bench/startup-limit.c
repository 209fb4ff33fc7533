/*
 * startup-limit.c -- the floor for bench/startup: the least a tracer must
 * do to run a BEGIN probe, i.e. load one empty BPF program (r0 = 0; exit)
 * of the kind our BEGIN is (raw tracepoint), run it once with
 * BPF_PROG_TEST_RUN, and exit.  Built by bench/startup with cc -lbpf.
 */
#include <stdio.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>

int
main(void)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	unsigned long long args[6] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = args,
	    .ctx_size_in = sizeof(args));
	int fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "limit", "GPL",
	    insns, 2, NULL);

	if (fd < 0 || bpf_prog_test_run_opts(fd, &opts) != 0) {
		perror("startup-limit");
		return 1;
	}
	close(fd);
	return 0;
}
