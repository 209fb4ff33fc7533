/* proc/lwp.sh's target: starts two threads, joins them, exits 0. */
#include <pthread.h>

static void *
run(void *arg)
{
	return arg;
}

int
main(void)
{
	pthread_t t[2];
	int i;

	for (i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, run, NULL);
	for (i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	return 0;
}
