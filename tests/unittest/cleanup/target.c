/* target.c -- a process to trace: calls step() and fires a <sys/sdt.h>
   probe every 10 ms, argv[1] times (0 or no argument: until killed). */
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

void __attribute__((noinline))
step(int i)
{
	DTRACE_PROBE1(target, tick, i);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0;

	for (int i = 0; n == 0 || i < n; i++) {
		step(i);
		usleep(10000);
	}
	return 0;
}
