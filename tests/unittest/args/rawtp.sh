# rawtp probes' typed args[]: the tracepoint's prototype from BTF, less
# its first (private data) parameter.  sched_process_exec is (struct
# task_struct *p, pid_t old_pid, struct linux_binprm *bprm), sched_switch
# (bool preempt, struct task_struct *prev, struct task_struct *next,
# unsigned int prev_state): kernel structs read through their members.
# The program traced is a copy of sleep(1) with a name of its own: it
# execs, sleeps (switched out, prev_state TASK_INTERRUPTIBLE, and in
# again) and exits.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$(command -v sleep)" "$dir/dt_napper" || exit 1
"$DTRACE" -q -o "$dir/out" -n 'int swout, swin;
BEGIN { printf("ready\n"); }
rawtp:sched::sched_process_exec /execname == "dt_napper"/ {
	printf("exec %s self %d old_pid %d %s sizes %d %d\n", args[0]->comm,
	    args[0]->pid == pid, args[1] == pid,
	    basename(stringof(args[2]->filename)), sizeof(args[1]),
	    sizeof(*args[0]) == sizeof(struct task_struct));
}
rawtp:sched::sched_switch
/args[1]->comm == "dt_napper" && (args[3] & 1) && !swout/ {
	swout = 1;
	printf("out: prev %s self %d preempt %d next self %d sizes %d %d\n",
	    args[1]->comm, args[1]->pid == pid, args[0],
	    args[2]->pid == pid, sizeof(args[0]), sizeof(args[3]));
}
rawtp:sched::sched_switch /args[2]->comm == "dt_napper" && swout && !swin/ {
	swin = 1;
	printf("in: next %s\n", args[2]->comm);
}
rawtp:sched::sched_process_exit /execname == "dt_napper"/ { exit(0); }' &
pid=$!
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q ready "$dir/out" 2>/dev/null && break
	sleep 0.1
done
"$dir/dt_napper" 0.2
wait "$pid"
echo "exit $?"
cat "$dir/out"
