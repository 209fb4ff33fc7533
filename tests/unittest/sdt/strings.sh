# A tracepoint's string fields are strings: a char array in the record
# (sched_process_exit's "char comm[16]") is args[i] typed char [16], and a
# __data_loc string (sched_process_exec's filename) is args[i] typed
# string, as bpftrace's str(args->filename) reads it.  Both compare,
# print, index and take stringof like any D string; argN is the string's
# address.  The trigger's name is the case's own ("dt_trigger" below).
. "$(dirname "$0")/../trigger.sh"
trace_trigger '
sdt:sched::sched_process_exec /basename(args[0]) == "dt_trigger"/ {
	printf("exec: %d %d %d\n", args[0] == stringof(args[0]),
	    strlen(args[0]) > strlen("dt_trigger"), arg0 != 0);
}
sdt:sched::sched_process_exit /args[0] == "dt_trigger"/ {
	printf("exit: %d %d %d %d %d\n", args[0] == execname,
	    stringof(args[0]) == execname, args[0][0] == 100,
	    args[1] == pid, sizeof (args[0]));
	printf("%s|", args[0] == "dt_trigger" ? "comm" : args[0]);
	trace(args[0] == "dt_trigger" ? "trace" : stringof(args[0]));
	printf("\n");
	exit(0);
}'
