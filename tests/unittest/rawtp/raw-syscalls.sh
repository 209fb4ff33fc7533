# rawtp probes see a tracepoint's own arguments: raw_syscalls:sys_enter is
# (struct pt_regs *regs, long id); the trigger makes five getppid() calls
# (syscall 110 on x86_64) and one write() (1).
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/../syscall/trigger.c" || exit 1
"$DTRACE" -q -o "$dir/out" -n '
BEGIN { printf("ready\n"); }
rawtp:raw_syscalls::sys_enter /execname == "dt_trigger" && arg1 == 110/ {
	n++;
	regs = arg0 != 0;
}
rawtp:raw_syscalls::sys_enter /execname == "dt_trigger" && arg1 == 1/ {
	w++;
}
rawtp:sched::sched_process_exit /execname == "dt_trigger"/ {
	printf("%d getppid, %d write, regs %d\n", n, w, regs);
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
