# uregs[] in a syscall probe (a raw tracepoint program, whose context is
# not the user's registers) reads the thread's user pt_regs: at entry
# orig_ax (R_ERR) is the system call's number (getppid 110, write 1 on
# x86-64), rdi, rsi and rdx hold its arguments, the PC is in user space
# (after the syscall instruction), and at return rax holds the value
# returned.
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
syscall::getppid:entry /execname == "dt_trigger"/ { nr[uregs[R_ERR]]++; }
syscall::write:entry /execname == "dt_trigger"/ {
	printf("write nr %d fd %d buf %d len %d\n", uregs[R_ERR],
	    uregs[R_RDI], uregs[R_RSI] == arg1, uregs[R_RDX]);
	printf("pc in user space %d\n", uregs[R_PC] != 0 &&
	    uregs[R_PC] < 0x800000000000);
}
syscall::write:return /execname == "dt_trigger"/ {
	printf("returned %d %d\n", arg0, uregs[R_RAX]);
}
syscall::exit_group:entry /execname == "dt_trigger"/ {
	printf("getppid nr 110 %d times\n", nr[110]);
	exit(0);
}'
