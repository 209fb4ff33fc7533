# A thread's self-> variables are freed when it exits: with room for only
# two dynamic variables (dynvarsize 544 = 2 x (16-byte key + 256-byte string
# value)), five processes that each set two self-> variables
# one after the other cause no dynamic variable drop.
# Only this case's triggers count (ppid == the case's shell): cases run side
# by side, and another's dt_trigger would take their room.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -O0 -o "$dir/dt_trigger" "$(dirname "$0")/../syscall/trigger.c" || exit 1
"$DTRACE" -q -x dynvarsize=544 -o "$dir/out" -n '
BEGIN { printf("ready\n"); }
syscall::getppid:entry /execname == "dt_trigger" && ppid == '$$'/
{
	self->calls++;
	self->name = execname;
}
syscall::write:entry /execname == "dt_trigger" && ppid == '$$'/
{
	printf("%s: %d calls\n", self->name, self->calls);
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
