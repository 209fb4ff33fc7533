/*
 * threads.c -- the many-threads case's program: 8 threads, each calling
 * work() 1000 times with its own number, started together (a barrier) so
 * that they run at once.
 */
#include <pthread.h>
#include <stdio.h>

#define NTHREADS	8
#define NCALLS		1000

static pthread_barrier_t start;
static long sums[NTHREADS];

__attribute__((noinline)) long
work(long id, long i)
{
	return id * 1000 + i % 7;
}

static void *
thread(void *arg)
{
	long id = (long)arg;

	pthread_barrier_wait(&start);
	for (long i = 0; i < NCALLS; i++)
		sums[id] += work(id, i);
	return NULL;
}

int
main(void)
{
	pthread_t t[NTHREADS];
	long s = 0;

	pthread_barrier_init(&start, NULL, NTHREADS);
	for (long i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, thread, (void *)i);
	for (long i = 0; i < NTHREADS; i++) {
		pthread_join(t[i], NULL);
		s += sums[i];
	}
	printf("sum %ld\n", s);
	return 0;
}
