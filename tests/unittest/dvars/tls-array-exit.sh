# A thread's elements of self-> associative arrays are freed when it
# exits, with its self-> scalars: with room for only four dynamic
# variables (dynvarsize 128 = 4 x (24-byte key + 8-byte value)), five
# processes that each set two elements of self->a and a scalar cause no
# dynamic variable drop.
# Only this case's triggers count (ppid == the case's shell): cases run side
# by side, and another's dt_trigger would take their room.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/../syscall/trigger.c" || exit 1
"$DTRACE" -q -x dynvarsize=128 -o "$dir/out" -n '
BEGIN { printf("ready\n"); }
syscall::getppid:entry /execname == "dt_trigger" && ppid == '$$'/
{
	self->a[1] = pid;
	self->a[2] = 2;
	self->calls++;
}
syscall::write:entry /execname == "dt_trigger" && ppid == '$$'/
{
	printf("%d %d %d\n", self->a[1] == pid, self->a[2], self->calls);
}
syscall::write:entry /execname == "dt_trigger" && ppid == '$$' && ++n == 5/ { exit(0); }' 2>"$dir/err" &
pid=$!
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q ready "$dir/out" 2>/dev/null && break
	sleep 0.1
done
for i in 1 2 3 4 5; do
	"$dir/dt_trigger" >/dev/null
done
wait "$pid"
echo "exit $?"
cat "$dir/out" "$dir/err"
