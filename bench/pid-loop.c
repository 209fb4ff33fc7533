/*
 * pid-loop.c -- bench/pid's application: calls hot() N times and writes
 * the nanoseconds per call to OUT.  With "sstep" it calls hot_sstep()
 * instead.
 *
 * usage: pid-loop N OUT [sstep]
 *
 * Built with -fno-omit-frame-pointer, as distributions now build, hot()
 * calls sink() and so begins with push %rbp, an instruction x86 uprobes
 * emulate.  hot_sstep() is a leaf, which keeps no frame: it begins with
 * an instruction the kernel must single-step out of line, a trap more per
 * hit.  bench/pid prints the first instruction of each.
 *
 * It runs on the last CPU it may use: where it runs changes what a tracer
 * costs it (the tracer's threads and interrupts run somewhere).
 */
#define _GNU_SOURCE	/* sched_setaffinity */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

__attribute__((noinline)) void
sink(long i)
{
	__asm__ volatile("" : : "r"(i) : "memory");
}

__attribute__((noinline)) long
hot(long i)
{
	sink(i);
	return i + 1;
}

__attribute__((noinline)) long
hot_sstep(long i)
{
	__asm__ volatile("" : : "r"(i) : "memory");
	return i + 1;
}

int
main(int argc, char **argv)
{
	long (*fn)(long) = argc > 3 && strcmp(argv[3], "sstep") == 0 ?
	    hot_sstep : hot;
	long (*volatile call)(long) = fn;	/* one call per iteration */
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;
	cpu_set_t cpus;
	FILE *out;

	if (argc < 3 || n <= 0)
		return fprintf(stderr, "usage: pid-loop N OUT [sstep]\n"), 2;
	if (sched_getaffinity(0, sizeof(cpus), &cpus) == 0)
		for (int cpu = CPU_SETSIZE - 1; cpu >= 0; cpu--)
			if (CPU_ISSET(cpu, &cpus)) {
				CPU_ZERO(&cpus);
				CPU_SET(cpu, &cpus);
				sched_setaffinity(0, sizeof(cpus), &cpus);
				break;
			}
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		call(i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	if ((out = fopen(argv[2], "w")) == NULL)
		return perror(argv[2]), 1;
	fprintf(out, "%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 +
	    (b.tv_nsec - a.tv_nsec)) / (double)n);
	return fclose(out) != 0;
}
