# sdt probes are the kernel's tracepoints, sdt:<group>::<event>, with the
# event's fields as arguments: five sys_enter_getppid tracepoints whose
# first field, __syscall_nr, is getppid's number (110 on x86_64), and the
# trigger's own exit, whose pid field is the exiting pid.
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
sdt:syscalls::sys_enter_getppid /execname == "dt_trigger"/ { n++; nr = arg0; }
sdt:sched::sched_process_exit /execname == "dt_trigger"/ {
	printf("%d calls, nr %d, exit of pid: %d\n", n, nr, arg1 == pid);
	exit(0);
}'
