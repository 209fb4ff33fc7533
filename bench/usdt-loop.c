/*
 * usdt-loop.c -- bench/usdt's application: fires bench:::tick N times
 * once the file GO exists, and prints the nanoseconds per iteration.
 * Built with the header and object of our dtrace -h / -G.
 *
 * usage: usdt-loop N GO
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "usdt-loop.h"

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;
	struct stat st;

	while (argc > 2 && stat(argv[2], &st) != 0)
		usleep(10000);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		BENCH_TICK((int)i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec -
	    a.tv_nsec)) / (double)n);
	return 0;
}
