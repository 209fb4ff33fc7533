/* stable-fn/signal-clear.sh's target: blocks SIGUSR1, sends it to
   itself (it stays pending), and takes it with sigwait(), which glibc
   makes an rt_sigtimedwait() call. */
#include <signal.h>
#include <stdio.h>

int
main(void)
{
	sigset_t set;
	int sig = 0;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	raise(SIGUSR1);
	if (sigwait(&set, &sig) != 0 || sig != SIGUSR1)
		return 1;
	return 0;
}
