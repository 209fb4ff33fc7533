/*
 * tcp-bench.c -- helpers for bench/tcp.
 *
 *	tcp-bench loop N	open and close N TCP connections over
 *				loopback (connect, accept, close with an RST
 *				so that no TIME_WAIT piles up); print ns per
 *				connection
 *	tcp-bench limit [TP...]	attach an empty BPF program (r0 = 0; exit)
 *				to each raw tracepoint TP (default
 *				inet_sock_set_state, what the tcp provider's
 *				probes on states sit on), print "ready", hold
 *				them until SIGINT/SIGTERM
 *
 * The limit is the least a tracer of connection states (or of segments,
 * with net_dev_start_xmit and netif_receive_skb) must add: the
 * tracepoint firing, at each change of state (each segment), and one BPF
 * program that does nothing.
 */
#include <arpa/inet.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>

static int
loop(long n)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	struct linger rst = { 1, 0 };
	socklen_t len = sizeof(a);
	struct timespec t0, t1;
	int l = socket(AF_INET, SOCK_STREAM, 0);

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (l < 0 || bind(l, (struct sockaddr *)&a, sizeof(a)) != 0 ||
	    listen(l, 64) != 0 ||
	    getsockname(l, (struct sockaddr *)&a, &len) != 0)
		return perror("listen"), 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < n; i++) {
		int c = socket(AF_INET, SOCK_STREAM, 0), s;

		if (c < 0 || connect(c, (struct sockaddr *)&a,
		    sizeof(a)) != 0 || (s = accept(l, NULL, NULL)) < 0)
			return perror("connect"), 1;
		setsockopt(c, SOL_SOCKET, SO_LINGER, &rst, sizeof(rst));
		close(c);
		close(s);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%.1f\n", ((t1.tv_sec - t0.tv_sec) * 1e9 +
	    (t1.tv_nsec - t0.tv_nsec)) / n);
	return 0;
}

static int
limit(int ntp, char **tps)
{
	static const struct bpf_insn empty[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	int prog = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "limit", "GPL",
	    empty, 2, NULL);
	sigset_t set;
	int sig;

	if (prog < 0)
		return perror("load"), 1;
	for (int i = 0; i < ntp; i++)
		if (bpf_raw_tracepoint_open(tps[i], prog) < 0)
			return perror(tps[i]), 1;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigprocmask(SIG_BLOCK, &set, NULL);
	printf("ready\n");
	fflush(stdout);
	sigwait(&set, &sig);
	return 0;
}

int
main(int argc, char **argv)
{
	static char *states[] = { "inet_sock_set_state" };

	if (argc == 3 && strcmp(argv[1], "loop") == 0)
		return loop(atol(argv[2]));
	if (argc == 2 && strcmp(argv[1], "limit") == 0)
		return limit(1, states);
	if (argc > 2 && strcmp(argv[1], "limit") == 0)
		return limit(argc - 2, argv + 2);
	fprintf(stderr, "usage: tcp-bench loop N | limit [TP...]\n");
	return 2;
}
