/*
 * sdtfork.c -- a program with <sys/sdt.h> probes alone that forks, for
 * late-fork.sh.  Once its probe's semaphore says it is traced (at most
 * 10 s, times $RUN_TESTS_SCALE), it forks two children.  Each child fires
 * its probe (arg0 1) every 10 ms until the file "stop" exists, or the
 * same 10 s have gone: a child cannot tell when its own probes are in
 * place (it inherits the parent's semaphore count, which dtrace's
 * attaching does not raise again).  The parent fires its own (arg0 0)
 * the same way: on kernels without uprobe_multi links (6.6) the kernel
 * raises the semaphore as it registers a uprobe, a moment before dtrace
 * can attach the program to it, so a single firing just after the
 * semaphore rose could go unseen (1 run in 7 under emulation on 6.1).
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
	for (i = 0; i < waits() && access("stop", F_OK) != 0; i++) {
		DTRACE_PROBE1(sdtfork, tick, 0);
		usleep(10000);
	}
	while (wait(NULL) > 0)
		continue;
	return 0;
}
