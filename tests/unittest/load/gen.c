/*
 * gen.c -- the load of the load cases: getppid() as fast as every online
 * CPU allows, one thread each, for SECONDS, then the number of calls made
 * written to FILE.  getppid() because nothing else in this process calls
 * it (glibc does not cache it: each call is a system call), so that a
 * trace of it in this process counts exactly these calls.
 *
 * usage: gen SECONDS FILE
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static double seconds;

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);	/* vDSO: no system call */
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *
spin(void *arg)
{
	unsigned long long *calls = arg;
	double end = now() + seconds;

	do {
		for (int i = 0; i < 1024; i++)
			syscall(SYS_getppid);
		*calls += 1024;
	} while (now() < end);
	return NULL;
}

int
main(int argc, char **argv)
{
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	unsigned long long calls[256] = { 0 }, total = 0;
	pthread_t tid[256];
	FILE *fp;

	if (argc != 3 || (seconds = atof(argv[1])) <= 0)
		return 2;
	if (ncpu < 1 || ncpu > 256)
		ncpu = ncpu < 1 ? 1 : 256;
	for (long i = 0; i < ncpu; i++)
		if (pthread_create(&tid[i], NULL, spin, &calls[i]) != 0)
			return 1;
	for (long i = 0; i < ncpu; i++) {
		pthread_join(tid[i], NULL);
		total += calls[i];
	}
	if ((fp = fopen(argv[2], "w")) == NULL)
		return 1;
	fprintf(fp, "%llu\n", total);
	return fclose(fp) == 0 ? 0 : 1;
}
