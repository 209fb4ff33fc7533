# sched:::tick fires 100 times a second in the thread running on each CPU:
# a process that spins for about a second of CPU time is charged one tick
# per 10 ms of its CPU time (sum_exec_runtime at its exit; the bound is
# loose: the first and last ticks may fall outside it), each with args[0]
# its thread and args[1] its process; while it sleeps it is charged none:
# the ticks charged to sh before it execs awk are no more than its own
# CPU time allows (some, where a slow or emulated machine gives sh's
# start tens of milliseconds).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat >"$T/spin.sh" <<'EOS'
sleep 0.3
exec awk 'BEGIN { for (i = 0; i < 60000000; i++) n += i }'
EOS
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "sh $T/spin.sh" -n '
BEGIN { same = 0; slept = 0; }
sched:::tick /pid == $target && execname == "awk"/ {
	n++;
	same += args[0]->pr_lwpid == tid && args[1]->pr_pid == pid;
}
sched:::tick /pid == $target && execname == "sh"/ { slept++; }
syscall::execve:entry /pid == $target/ {
	shms = curthread->se.sum_exec_runtime / 1000000;
}
syscall::exit_group:entry /pid == $target/ {
	ms = curthread->se.sum_exec_runtime / 1000000;
}
END {
	printf("%s\n", ms >= 200 && n * 10 >= ms / 2 && n * 10 <= ms * 3 / 2 ?
	    "one per 10 ms" : "wrong");
	printf("args %s\n", same == n ? "ok" : "wrong");
	printf("sleeping %d\n", slept * 10 > shms + 20 ? slept : 0);
}'
echo "status $?"
