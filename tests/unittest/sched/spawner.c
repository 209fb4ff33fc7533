/*
 * sched/first-run.sh's target: creates four threads, each of which
 * sleeps a moment (a switch out and back in) and ends, then forks a
 * child that does the same, and waits for it.
 */
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#define NTHREADS	4

static void *
nap(void *arg)
{
	struct timespec ts = { 0, 5 * 1000 * 1000 };

	nanosleep(&ts, NULL);
	return arg;
}

int
main(void)
{
	pthread_t t[NTHREADS];
	pid_t child;
	int i;

	for (i = 0; i < NTHREADS; i++)
		if (pthread_create(&t[i], NULL, nap, NULL) != 0)
			return 1;
	for (i = 0; i < NTHREADS; i++)
		pthread_join(t[i], NULL);
	if ((child = fork()) == 0) {
		nap(NULL);
		_exit(0);
	}
	if (child < 0 || waitpid(child, NULL, 0) != child)
		return 1;
	return 0;
}
