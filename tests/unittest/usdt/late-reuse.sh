# A pid reused: a process started later is traced, exits, and a new
# process gets its pid (set through /proc/sys/kernel/ns_last_pid).  The
# new one is another process (its start time differs), so it gets probes
# of its own, and its records are traced as the first one's were.
. "$(dirname "$0")/build.sh"
mkdir "$T/reg" && export DTRACE_HELPER_DIR=$T/reg
build_renamed reuseapp reuse || exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    reuseapp*:::query-start { printf("%s %s %d\n", probeprov ==
	strjoin("reuseapp", lltostr(pid)) ? "reuseappPID" : probeprov,
	copyinstr(arg0), arg1); }
    reuseapp*:::query-start { n++; }
    reuseapp*:::query-start /n == 6/ { exit(0); }' 2>err &
dt=$!
wait_ready
./reuse &
first=$!
wait $first
# the same pid again: fork until the child has it (other processes on
# the machine may take it first); only that child runs the program
reused=no
for i in $(seq 1 200); do
	echo $((first - 1)) >/proc/sys/kernel/ns_last_pid
	sh -c '[ $$ = '"$first"' ] || exit 99; exec ./reuse'
	[ $? = 99 ] && continue
	reused=yes
	break
done
echo "pid reused: $reused"
[ $reused = yes ] || kill $dt
# the second process's records may never come: wait at most 20 s
for i in $(seq 1 200); do
	kill -0 $dt 2>/dev/null || break
	sleep 0.1
done
kill $dt 2>/dev/null
wait $dt
echo "status $?"
cat out err
