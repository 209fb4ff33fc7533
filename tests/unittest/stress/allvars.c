/*
 * allvars.c -- the stress test's trigger: THREADS threads each calling
 * getppid() as fast as they can for SECONDS seconds, each counting its
 * own calls.  At the end it writes one line a thread, "TID CALLS", to
 * OUTFILE, for allvars.sh to compare with what dtrace counted.
 *
 * usage: allvars SECONDS THREADS OUTFILE
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define MAXTHREADS	16

struct worker {
	pthread_t thread;
	double seconds;
	long tid;
	unsigned long calls;
};

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	double end = now() + w->seconds;
	unsigned long i;

	w->tid = syscall(SYS_gettid);
	do {
		/* the raw system call: a libc could answer from a cache */
		for (i = 0; i < 1024; i++)
			syscall(SYS_getppid);
		w->calls += 1024;
	} while (now() < end);
	return NULL;
}

int
main(int argc, char **argv)
{
	struct worker workers[MAXTHREADS] = { 0 };
	int i, n;
	FILE *out;

	if (argc != 4 || (n = atoi(argv[2])) < 1 || n > MAXTHREADS) {
		fprintf(stderr, "usage: allvars SECONDS THREADS OUTFILE\n");
		return 2;
	}
	for (i = 0; i < n; i++) {
		workers[i].seconds = atof(argv[1]);
		if (pthread_create(&workers[i].thread, NULL, work,
		    &workers[i]) != 0)
			return 1;
	}
	for (i = 0; i < n; i++)
		pthread_join(workers[i].thread, NULL);
	if ((out = fopen(argv[3], "w")) == NULL)
		return 1;
	for (i = 0; i < n; i++)
		fprintf(out, "%ld %lu\n", workers[i].tid, workers[i].calls);
	return fclose(out) != 0;
}
