/*
 * proc:::signal-send, signal-handle and signal-discard for a shell (the
 * target) that sends itself SIGUSR1 (10 on Linux), which it catches, and
 * SIGUSR2 (12), which it ignores.  signal-send's args are the target
 * thread (lwpsinfo_t, psinfo_t from arg0) and the signal (arg1); the
 * ignored signal is discarded, never sent; signal-handle fires in the
 * receiving thread with the signal and its handler (not SIG_DFL 0 or
 * SIG_IGN 1).
 */
#pragma D option quiet

proc:::signal-send
/xlate<psinfo_t *>((struct task_struct *)arg0)->pr_pid == $target/
{
	printf("send %d (SIGUSR1 %d) to tid %d, sent by the target %d\n",
	    arg1, arg1 == SIGUSR1,
	    xlate<lwpsinfo_t *>((struct task_struct *)arg0)->pr_lwpid ==
	    $target, pid == $target);
}

proc:::signal-discard
/xlate<psinfo_t *>((struct task_struct *)arg0)->pr_pid == $target/
{
	printf("discard %d (SIGUSR2 %d)\n", arg1, arg1 == SIGUSR2);
}

proc:::signal-handle
/pid == $target/
{
	printf("handle %d, by a handler %d\n", arg0, arg2 > 1);
}
