# counts with more than 8 entry probes enabled (every *read* and *write*
# call's), which take the dispatcher, beside 2 return probes, which take
# their own events: the same output.
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
syscall::*read*:entry, syscall::*write*:entry /execname == "dt_nobody"/ {}
syscall::getppid:entry /execname == "dt_trigger"/ { n++; }
syscall::getppid:return /execname == "dt_trigger" && arg0 == arg1/ { same++; }
syscall::write:entry /execname == "dt_trigger"/ { printf("write(%d, %d)\n", arg0, arg2); }
syscall::write:return /execname == "dt_trigger"/ { printf("returned %d\n", arg0); }
syscall::exit_group:entry /execname == "dt_trigger"/ {
	printf("%d getppid, %d return values\n", n, same);
	exit(0);
}'
