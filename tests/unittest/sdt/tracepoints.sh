# sdt probes are the kernel's tracepoints, sdt:<group>::<event>, with the
# event's fields as arguments: five sys_enter_getppid tracepoints whose
# first field, __syscall_nr, is getppid's number (110 on x86_64), and the
# trigger's own exit, whose pid field is the exiting pid.
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/../syscall/trigger.c" || exit 1
"$DTRACE" -q -o "$dir/out" -n '
BEGIN { printf("ready\n"); }
sdt:syscalls::sys_enter_getppid /execname == "dt_trigger"/ { n++; nr = arg0; }
sdt:sched::sched_process_exit /execname == "dt_trigger"/ {
	printf("%d calls, nr %d, exit of pid: %d\n", n, nr, arg1 == pid);
	exit(0);
}' &
pid=$!
for i in $(seq 1 100); do
	grep -q ready "$dir/out" 2>/dev/null && break
	sleep 0.1
done
"$dir/dt_trigger" >/dev/null
wait $pid
echo "exit $?"
cat "$dir/out"
rm -rf "$dir"
