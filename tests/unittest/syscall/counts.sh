# syscall probes count a program's system calls and see their arguments
# and return values: five getppid() calls, one write(1, "hello\n", 6).
dir=$(mktemp -d)
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/trigger.c" || exit 1
"$DTRACE" -q -o "$dir/out" -n '
BEGIN { printf("ready\n"); }
syscall::getppid:entry /execname == "dt_trigger"/ { n++; }
syscall::getppid:return /execname == "dt_trigger" && arg0 == arg1/ { same++; }
syscall::write:entry /execname == "dt_trigger"/ { printf("write(%d, %d)\n", arg0, arg2); }
syscall::write:return /execname == "dt_trigger"/ { printf("returned %d\n", arg0); }
syscall::exit_group:entry /execname == "dt_trigger"/ {
	printf("%d getppid, %d return values\n", n, same);
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
