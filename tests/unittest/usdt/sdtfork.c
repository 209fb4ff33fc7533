/*
 * sdtfork.c -- a program with <sys/sdt.h> probes alone that forks, for
 * late-fork.sh.  Once its probe's semaphore says it is traced (at most
 * 10 s, times $RUN_TESTS_SCALE), it forks two children and fires its
 * probe once (arg0 0).  Each child fires its probe (arg0 1) every 10 ms
 * until the file "stop" exists, or the same 10 s have gone: a child
 * cannot tell when its own probes are in place (it inherits the parent's
 * semaphore count, which dtrace's attaching does not raise again).
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>
#include <sys/wait.h>

__extension__ unsigned short sdtfork_tick_semaphore
    __attribute__((unused, section(".probes")));

static int
waits(void)
{
	const char *scale = getenv("RUN_TESTS_SCALE");

	return 1000 * (scale != NULL && atoi(scale) > 0 ? atoi(scale) : 1);
}

int
main(void)
{
	int i;

	for (i = 0; i < waits() && !sdtfork_tick_semaphore; i++)
		usleep(10000);
	for (i = 0; i < 2; i++) {
		if (fork() != 0)
			continue;
		for (i = 0; i < waits() && access("stop", F_OK) != 0; i++) {
			DTRACE_PROBE1(sdtfork, tick, 1);
			usleep(10000);
		}
		exit(0);
	}
	DTRACE_PROBE1(sdtfork, tick, 0);
	while (wait(NULL) > 0)
		continue;
	return 0;
}
