/*
 * threads.c -- four threads; thread i (1..4) calls getppid() 10 * i times
 * and exits.  Used by tls-threads.sh: each thread's self-> count must be
 * its own.
 */
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/syscall.h>

static void *
worker(void *arg)
{
	long n = 10 * (long)(intptr_t)arg;

	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return NULL;
}

int
main(void)
{
	pthread_t t[4];

	/* one at a time, so that each thread's exit is seen in order */
	for (intptr_t i = 0; i < 4; i++) {
		pthread_create(&t[i], NULL, worker, (void *)(i + 1));
		pthread_join(t[i], NULL);
	}
	return 0;
}
