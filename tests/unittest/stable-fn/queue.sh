# sched:::dequeue and enqueue for a program that sleeps 10 ms five times:
# each sleep dequeues it and the timer's wakeup enqueues it again (at
# least 5 of each: the kernel may move it more often), with args[2] the
# cpuinfo_t of the run queue's CPU (one of this machine's) and
# enqueue's args[3] 0 or 1.
ncpus=$(getconf _NPROCESSORS_CONF)
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_sleeper" "$(dirname "$0")/../sched/sleeper.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_sleeper" -n '
sched:::dequeue
/args[1]->pr_pid == $target/
{
	@dequeue = count();
	@badcpu = sum(args[2] == NULL || args[2]->cpu_id >= '$ncpus');
}

sched:::enqueue
/args[1]->pr_pid == $target/
{
	@enqueue = count();
	@badcpu = sum(args[2] == NULL || args[2]->cpu_id >= '$ncpus');
	@badhead = sum(args[3] != 0 && args[3] != 1);
}

END
{
	printa("dequeue >= 5: %@d\n", @dequeue);
	printa("enqueue >= 5: %@d\n", @enqueue);
	printa("cpu not this machine'\''s: %@d\n", @badcpu);
	printa("head not 0 or 1: %@d\n", @badhead);
}' 2>/dev/null | sed 's/>= 5: \([5-9]\|[1-9][0-9][0-9]*\)$/>= 5: ok/'
rm -rf "$dir"
