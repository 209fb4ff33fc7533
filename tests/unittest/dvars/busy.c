/*
 * busy.c -- two threads call getppid() as fast as they can for the number
 * of seconds given (default 10), then exit.  Used by stress.sh.
 */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static double seconds = 10;

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *
worker(void *arg)
{
	double end = now() + seconds;

	(void)arg;
	while (now() < end)
		for (int i = 0; i < 1000; i++)
			syscall(SYS_getppid);
	return NULL;
}

int
main(int argc, char **argv)
{
	pthread_t t[2];

	if (argc > 1)
		seconds = atof(argv[1]);
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	return 0;
}
