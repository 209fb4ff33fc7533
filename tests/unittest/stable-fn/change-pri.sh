# sched:::change-pri for nice(1) lowering its own priority by 5 before it
# runs true: set_user_nice() gives the thread the kernel priority
# 120 + 5 (DEFAULT_PRIO + nice), args[2]; args[1] is the process.
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c 'nice -n 5 true' -n '
sched:::change-pri
/args[1]->pr_pid == $target/
{
	printf("change-pri %d, in the thread itself %d\n", args[2],
	    args[0]->pr_lwpid == tid);
}'
echo "exit $?"
