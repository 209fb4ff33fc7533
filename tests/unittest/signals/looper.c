/* looper.c -- a long-running target: a getppid() call, a call of step()
   and a <sys/sdt.h> probe every 10 ms, until killed. */
#include <unistd.h>
#include <sys/sdt.h>

void __attribute__((noinline))
step(int i)
{
	DTRACE_PROBE1(looper, tick, i);
}

int
main(void)
{
	for (int i = 0;; i++) {
		getppid();
		step(i);
		usleep(10000);
	}
}
