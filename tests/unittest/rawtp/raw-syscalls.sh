# rawtp probes see a tracepoint's own arguments: raw_syscalls:sys_enter is
# (struct pt_regs *regs, long id); the trigger makes five getppid() calls
# (syscall 110 on x86_64) and one write() (1).
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
rawtp:raw_syscalls::sys_enter /execname == "dt_trigger" && arg1 == 110/ {
	n++;
	regs = arg0 != 0;
}
rawtp:raw_syscalls::sys_enter /execname == "dt_trigger" && arg1 == 1/ { w++; }
rawtp:sched::sched_process_exit /execname == "dt_trigger"/ {
	printf("%d getppid, %d write, regs %d\n", n, w, regs);
	exit(0);
}'
