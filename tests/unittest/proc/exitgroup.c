/*
 * proc/exit-group.sh's target: forks ten children; each starts eight
 * threads that sleep and then exits from main, so that exit_group() ends
 * nine threads of one process at once.  Waits for them all.
 */
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static void *
nap(void *arg)
{
	for (;;)
		pause();
	return arg;
}

int
main(void)
{
	int i, j;

	for (i = 0; i < 10; i++) {
		if (fork() != 0)
			continue;
		for (j = 0; j < 8; j++) {
			pthread_t t;

			pthread_create(&t, NULL, nap, NULL);
		}
		usleep(20000);
		exit(0);
	}
	while (wait(NULL) > 0)
		continue;
	return 0;
}
