# -x cpu=N traces only on CPU N: a process bound to CPU 0 is seen with
# cpu=0 and not with cpu=1; BEGIN, END and tick run on the CPU named.
dir=$(mktemp -d)
cc -o "$dir/target" "$(dirname "$0")/../proc-control/target.c" || exit 1
for c in 0 1; do
	"$DTRACE" -x cpu=$c -qn 'syscall::getppid:entry /pid == $target/ {
	    @[cpu] = count(); } END { printa("cpu %d: %@d calls\n", @); }' \
	    -c "taskset -c 0 $dir/target" 2>/dev/null | grep -v '^target'
	echo "cpu=$c done"
	"$DTRACE" -x cpu=$c -qn 'BEGIN { printf("BEGIN %d\n", cpu); }
	    tick-10ms { printf("tick %d\n", cpu); exit(0); }
	    END { printf("END %d\n", cpu); }'
done
"$DTRACE" -x cpu=100000 -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
rm -rf "$dir"
