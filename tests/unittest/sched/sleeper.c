/* sched/sleep.sh's target: sleeps 10 ms five times, then yields once. */
#include <sched.h>
#include <time.h>

int
main(void)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	int i;

	for (i = 0; i < 5; i++)
		nanosleep(&ts, NULL);
	sched_yield();
	return 0;
}
