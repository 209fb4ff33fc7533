# syscall probes count a program's system calls and see their arguments
# and return values: five getppid() calls, one write(1, "hello\n", 6).
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
syscall::getppid:entry /execname == "dt_trigger"/ { n++; }
syscall::getppid:return /execname == "dt_trigger" && arg0 == arg1/ { same++; }
syscall::write:entry /execname == "dt_trigger"/ { printf("write(%d, %d)\n", arg0, arg2); }
syscall::write:return /execname == "dt_trigger"/ { printf("returned %d\n", arg0); }
syscall::exit_group:entry /execname == "dt_trigger"/ {
	printf("%d getppid, %d return values\n", n, same);
	exit(0);
}'
