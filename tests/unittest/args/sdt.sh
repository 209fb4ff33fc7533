# sdt probes' typed args[]: the tracepoint's fields after the common ones,
# typed as its format file declares them (sys_enter_write: int
# __syscall_nr, unsigned int fd, const char *buf, size_t count).
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
sdt:syscalls::sys_enter_write /execname == "dt_trigger"/ {
	printf("nr %d fd %d count %d sizes %d %d\n", args[0], args[1],
	    args[3], sizeof(args[0]), sizeof(args[1]));
}
syscall::exit_group:entry /execname == "dt_trigger"/ { exit(0); }'
