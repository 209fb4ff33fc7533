# proc's thread probes for a program that starts two threads: lwp-create
# twice in the program (args[0] the new thread, not the process's first
# one; args[1] its process), lwp-start twice in the new threads, no
# create or start (no new process), lwp-exit three times (two threads
# and the main one) and exit once.
dir=$(mktemp -d)
cc -O0 -pthread -o "$dir/dt_threads" "$(dirname "$0")/threads.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_threads" -n '
proc:::lwp-create
/pid == $target/
{
	@ok["lwp-create, a thread of the target"] =
	    sum(args[1]->pr_pid == $target && args[0]->pr_lwpid != $target);
}

proc:::lwp-start, proc:::start, proc:::create, proc:::lwp-exit, proc:::exit
/pid == $target/
{
	@[probename] = count();
}

proc:::lwp-start
/pid == $target/
{
	@ok["lwp-start in a new thread"] = sum(tid != pid);
}

END
{
	printa("%s: %@d\n", @);
	printa("%s: %@d\n", @ok);
}' 2>/dev/null | sort
rm -rf "$dir"
