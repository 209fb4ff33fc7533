# A thread's self-> variables of array type are freed when it exits, with
# its self-> scalars: with room for only two dynamic variables
# (dynvarsize 64 = 2 x (16-byte key + 16-byte value, the size of int[4])),
# five processes that each store into self->a and a scalar cause no
# dynamic variable drop.
# Only this case's triggers count (ppid == the case's shell): cases run side
# by side, and another's dt_trigger would take their room.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/../syscall/trigger.c" || exit 1
"$DTRACE" -q -x dynvarsize=${DYNVARSIZE:-64} -o "$dir/out" -n '
self int a[4];
BEGIN { printf("ready\n"); }
syscall::getppid:entry /execname == "dt_trigger" && ppid == '$$'/
{
	self->a[1] = pid;
	self->a[3] += 2;
	self->calls++;
}
syscall::write:entry /execname == "dt_trigger" && ppid == '$$'/
{
	printf("%d %d %d %d\n", self->a[1] == pid, self->a[0], self->a[3],
	    self->calls);
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
