# sched probes for a program that sleeps five times: each sleep is one
# sleep and off-cpu in the program, a wakeup of it by the timer and an
# on-cpu when it runs again.  The kernel may switch the program out more
# often (preemption, page faults waiting for I/O), so the counts are
# checked as at least 5, not exactly.  sched_yield() is a surrender, of
# the program itself.
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_sleeper" "$(dirname "$0")/sleeper.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_sleeper" -n '
sched:::sleep
/pid == $target/
{
	@sleep = count();
}

sched:::on-cpu
/pid == $target/
{
	@on = count();
}

sched:::off-cpu
/pid == $target/
{
	@off = count();
	/* args[0] is the thread to run next: never the one leaving */
	@bad["off-cpu to itself"] = sum(args[0]->pr_lwpid == tid);
}

sched:::wakeup
/args[1]->pr_pid == $target/
{
	@wakeup = count();
}

sched:::surrender
/pid == $target/
{
	printf("surrender: args[1] is the target %d\n",
	    args[1]->pr_pid == $target);
}

END
{
	printa("sleep >= 5: %@d\n", @sleep);
	printa("off-cpu >= 5: %@d\n", @off);
	printa("wakeup >= 5: %@d\n", @wakeup);
	printa("on-cpu >= 5: %@d\n", @on);
	printa("%s: %@d\n", @bad);
}' 2>/dev/null | sed 's/: \([5-9]\|[1-9][0-9][0-9]*\)$/: ok/'
rm -rf "$dir"
