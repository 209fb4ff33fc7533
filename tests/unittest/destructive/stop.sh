# stop() stops the process that fired the probe (SIGSTOP): it stays
# stopped until it is continued, then carries on.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -w -q -o "$T/out" -n 'syscall::getppid:entry /pid == $target/ {
	printf("stopping %d\n", pid); stop(); }' -c "$T/target stop" \
    2>/dev/null &
dt=$!
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	pid=$(sed -n 's/^stopping //p' "$T/out" 2>/dev/null)
	[ -n "$pid" ] && break
	sleep 0.1
done
for i in $(seq 1 50); do
	state=$(sed 's/^.*) \(.\).*/\1/' "/proc/$pid/stat" 2>/dev/null)
	[ "$state" = T ] && break
	sleep 0.1
done
echo "state $state"
kill -CONT "$pid"
wait "$dt"
echo "status $?"
sed 's/[0-9][0-9]*/PID/' "$T/out"
