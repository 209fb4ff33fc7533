/*
 * The proc probes' typed args[]: create's args[0] is the child's
 * psinfo_t; exec's args[0] the path (a string); exec-failure's args[0]
 * -errno; signal-send's args[0] and args[1] the target's lwpsinfo_t
 * and psinfo_t, args[2] the signal (SIGCHLD, 17, to the shell when each
 * child exits).
 */
#pragma D option quiet

proc:::create
/pid == $target/
{
	printf("create: ppid is the target %d, fname %s\n",
	    args[0]->pr_ppid == $target, args[0]->pr_fname);
}

proc:::exec
/ppid == $target/
{
	printf("exec %s\n", args[0]);
}

proc:::exec-failure
/ppid == $target/
{
	printf("exec-failure %d\n", args[0]);
}

proc:::signal-send
/args[1]->pr_pid == $target/
{
	printf("signal-send %d to %s, lwp is the target %d\n", args[2],
	    args[1]->pr_fname, args[0]->pr_lwpid == $target);
}
