/*
 * usdt-loop.c -- bench/usdt's application: fires bench:::tick N times
 * once the file GO exists, and prints the nanoseconds per iteration.
 * Built with the header and object of our dtrace -h / -G.
 *
 * usage: usdt-loop N GO [nop5]
 *
 * With "nop5" the loop calls bench_nop5() instead: a function that is
 * only the 5-byte nop x86-64 kernels since 6.18 turn a uprobe on into a
 * call, at the global symbol bench_nop5_site, where bench/usdt times the
 * fastest uprobe there is.  No USDT site is that nop (a traced one would
 * write into a leaf function's red zone); here nothing is below %rsp.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "usdt-loop.h"

static void __attribute__((noinline))
bench_nop5(void)
{
#if defined(__x86_64__)
	__asm__ __volatile__(".globl bench_nop5_site\n"
	    "bench_nop5_site: .byte 0x0f, 0x1f, 0x44, 0x00, 0x00");
#endif
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;
	struct stat st;

	while (argc > 2 && stat(argv[2], &st) != 0)
		usleep(10000);
	clock_gettime(CLOCK_MONOTONIC, &a);
	if (argc > 3 && strcmp(argv[3], "nop5") == 0)
		for (long i = 0; i < n; i++)
			bench_nop5();
	else
		for (long i = 0; i < n; i++)
			BENCH_TICK((int)i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec -
	    a.tv_nsec)) / (double)n);
	return 0;
}
