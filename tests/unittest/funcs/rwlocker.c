/*
 * rwlocker.c -- makes kernel rwlock_t contention: threads set and read
 * the owner of one file with fcntl() as fast as they can.  F_SETOWN
 * takes the file's fown_struct lock (an rwlock_t) for writing, F_GETOWN
 * for reading, so writers meet writers and readers in its slow paths.
 * Runs for about a second.
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#define NTHREADS	4

static int fd;
static volatile int stop;

static void *
setter(void *arg)
{
	(void)arg;
	while (!stop)
		(void)fcntl(fd, F_SETOWN, getpid());
	return NULL;
}

static void *
getter(void *arg)
{
	(void)arg;
	while (!stop)
		(void)fcntl(fd, F_GETOWN);
	return NULL;
}

int
main(void)
{
	pthread_t t[NTHREADS];
	struct timespec ts = { 1, 0 };
	int i;

	if ((fd = open("/dev/null", O_RDONLY)) < 0) {
		perror("/dev/null");
		return 1;
	}
	for (i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, i % 2 ? getter : setter, NULL);
	nanosleep(&ts, NULL);
	stop = 1;
	for (i = 0; i < NTHREADS; i++)
		pthread_join(t[i], NULL);
	return 0;
}
