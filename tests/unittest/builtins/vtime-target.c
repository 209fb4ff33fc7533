/*
 * For vtimestamp.sh: marks with getppid(), burns 200 ms of this thread's
 * CPU time, marks, sleeps 300 ms, marks.
 */
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static long
cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000000000L + ts.tv_nsec;
}

int
main(void)
{
	volatile unsigned long spin = 0;
	long start;

	syscall(SYS_getppid);
	start = cpu_ns();
	while (cpu_ns() - start < 200000000L)
		spin++;
	syscall(SYS_getppid);
	usleep(300000);
	syscall(SYS_getppid);
	return 0;
}
