# Clauses on the stable probes on kernel functions compile (-e: no load,
# no attach) with args[] translated as on the other stable probes: the
# lwpsinfo_t and psinfo_t of the thread, enqueue/dequeue's cpuinfo_t and
# enqueue's head-of-queue flag, change-pri's new priority, the signal
# signal-clear took, and the bufinfo_t, devinfo_t and fileinfo_t of
# wait-start and wait-done.  Out-of-range args[] are refused.
D="$DTRACE -x syslibdir=$DT_DLIBS"
$D -e -n 'sched:::enqueue, sched:::dequeue
{
	@[args[0]->pr_lwpid, args[1]->pr_pid, args[2]->cpu_id] = count();
}' -n 'sched:::enqueue /args[3]/ { trace(args[2]->cpu_info.pi_state); }' \
   -n 'sched:::change-pri { trace(args[2] - args[0]->pr_pri); }' \
   -n 'proc:::signal-clear /args[0] == SIGUSR1/ { trace(execname); }' \
   -n 'io:::wait-start, io:::wait-done
{
	trace(args[0]->b_flags & B_READ);
	trace(args[1]->dev_statname);
	trace(args[2]->fi_pathname);
}'
echo "exit $?"
$D -e -n 'sched:::dequeue { trace(args[3]); }' 2>&1
echo "exit $?"
$D -e -n 'proc:::signal-clear { trace(args[1]); }' 2>&1
echo "exit $?"
