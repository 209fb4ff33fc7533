# syscall probes' typed args[]: write(1, "hello\n", 6) as its tracepoint
# format declares it (unsigned int fd, const char *buf, size_t count), and
# a return probe's args[0], the return value as a long.
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
syscall::write:entry /execname == "dt_trigger"/ {
	printf("write(%d, buf, %d) sizes %d %d %d same %d\n", args[0],
	    args[2], sizeof(args[0]), sizeof(args[1]), sizeof(args[2]),
	    (uintptr_t)args[1] == arg1);
}
syscall::write:return /execname == "dt_trigger"/ {
	printf("returned %d size %d errno %d\n", args[0], sizeof(args[0]),
	    errno);
}
syscall::exit_group:entry /execname == "dt_trigger"/ { exit(0); }'
