# proc:::signal-clear in a program that takes a pending SIGUSR1 (10 on
# Linux) with sigwait(): it fires once, in the program, with args[0] the
# signal; signal-send fires before it for the same signal.
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_sigwaiter" "$(dirname "$0")/sigwaiter.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_sigwaiter" -n '
proc:::signal-send
/args[1]->pr_pid == $target && args[2] == SIGUSR1/
{
	sent = 1;
}

proc:::signal-clear
/pid == $target/
{
	printf("signal-clear %d (SIGUSR1 %d), after signal-send %d\n",
	    args[0], args[0] == SIGUSR1, sent);
}'
echo "exit $?"
rm -rf "$dir"
