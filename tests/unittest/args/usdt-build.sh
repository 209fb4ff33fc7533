# usdt-build.sh -- sourced by the usdt args[] cases: builds argapp.c in a
# temporary directory $T the DTrace way (dtrace -h, cc -c, dtrace -G over
# the object, link) into $T/argapp, and starts it: start_app runs it
# waiting for $T/go and sets $pid; go lets it fire its probes and waits
# for it.  $T goes away when the case exits.
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
build_argapp() {
	cp "$HERE/argprov.d" "$HERE/argapp.c" "$T" && cd "$T" &&
	    "$DTRACE" -h -s argprov.d && cc -O2 -c argapp.c &&
	    "$DTRACE" -G -s argprov.d argapp.o &&
	    cc -o argapp argapp.o argprov.o
}
start_app() {
	local i
	rm -f go app.out
	./argapp go >app.out &
	app=$!
	for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
		grep -q '^pid' app.out && break
		sleep 0.1
	done
	pid=$(sed -n 's/^pid //p' app.out)
}
# trace_app SCRIPT: dtrace -q -s SCRIPT -p $pid, letting the app go once
# the script is running; prints the status, then the output and errors
# (the pid written PID).
trace_app() {
	local i
	rm -f err; : >out
	{ echo 'BEGIN { printf("ready\n"); }'; echo "$1"; } >script.d
	"$DTRACE" -q -o out -s script.d -p "$pid" 2>err &
	dt=$!
	for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
		grep -q ready out 2>/dev/null && break
		kill -0 $dt 2>/dev/null || break
		sleep 0.1
	done
	touch go
	wait $dt
	echo "status $?"
	sed "s/$pid/PID/g" out err
	wait $app
}
