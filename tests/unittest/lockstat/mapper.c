/*
 * mapper.c -- makes rw_semaphore contention: threads on every CPU and
 * more map, touch and unmap memory in one process as fast as they can.
 * mmap() and munmap() take the process's mmap_lock (an rw_semaphore)
 * for writing, so they queue behind each other and sleep on it.  Runs
 * for about a second.
 */
#include <pthread.h>
#include <sys/mman.h>
#include <time.h>

#define NTHREADS	6
#define LEN		(1 << 20)

static volatile int stop;

static void *
mapper(void *arg)
{
	(void)arg;
	while (!stop) {
		char *p = mmap(NULL, LEN, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		int i;

		if (p == MAP_FAILED)
			continue;
		for (i = 0; i < LEN; i += 4096)
			p[i] = 1;
		munmap(p, LEN);
	}
	return NULL;
}

int
main(void)
{
	pthread_t t[NTHREADS];
	struct timespec ts = { 1, 0 };
	int i;

	for (i = 0; i < NTHREADS; i++)
		pthread_create(&t[i], NULL, mapper, NULL);
	nanosleep(&ts, NULL);
	stop = 1;
	for (i = 0; i < NTHREADS; i++)
		pthread_join(t[i], NULL);
	return 0;
}
