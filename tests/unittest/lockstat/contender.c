/*
 * contender.c -- makes kernel mutex contention for sure: threads on every
 * CPU and more read and write one non-blocking pipe as fast as they can.
 * Each read and write takes the pipe's mutex (pipe->mutex, in
 * pipe_read() and pipe_write()) and none ever sleeps on the pipe (a full
 * or empty pipe returns EAGAIN), so the mutex is held most of the time
 * and the threads find it held: they spin on its owner or sleep on it.
 * (Blocking writers would mostly wait for room in the pipe instead, one
 * woken at a time, and might never meet on the mutex.)  Runs for about a
 * second.
 */
#define _GNU_SOURCE		/* pipe2 */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#define NTHREADS	6

static int fds[2];
static volatile int stop;

static void *
writer(void *arg)
{
	char buf[64] = { 0 };

	(void)arg;
	while (!stop)
		(void)!write(fds[1], buf, sizeof(buf));
	return NULL;
}

static void *
reader(void *arg)
{
	char buf[256];

	(void)arg;
	while (!stop)
		(void)!read(fds[0], buf, sizeof(buf));
	return NULL;
}

int
main(void)
{
	pthread_t t[NTHREADS];
	struct timespec ts = { 1, 0 };
	int i;

	if (pipe2(fds, O_NONBLOCK) != 0) {
		perror("pipe2");
		return 1;
	}
	for (i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, i % 2 ? reader : writer, NULL);
	nanosleep(&ts, NULL);
	stop = 1;
	for (i = 0; i < NTHREADS; i++)
		pthread_join(t[i], NULL);
	return 0;
}
