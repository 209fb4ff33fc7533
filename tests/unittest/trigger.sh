# trigger.sh -- sourced by the script tests that trace a program's system
# calls: builds syscall/trigger.c (five getppid() calls, one write()), runs
# "$DTRACE -q -n SCRIPT" until it prints "ready" from BEGIN, runs the
# trigger once, and prints dtrace's exit status and output.  (Not a test
# itself: no trigger.r.)
#
# The trigger's name is the case's own (dtt and the shell's pid), and
# "dt_trigger" in SCRIPT is replaced by it: cases run side by side, and a
# predicate on a name they shared counted the other case's calls too.
#
# usage: trace_trigger 'D PROGRAM'

trace_trigger() {
	local dir pid i rc name="dtt$$"
	dir=$(mktemp -d)
	cc -O0 -o "$dir/$name" "$(dirname "${BASH_SOURCE[0]}")/syscall/trigger.c" || return 1
	"$DTRACE" -q -o "$dir/out" -n "BEGIN { printf(\"ready\\n\"); } ${1//\"dt_trigger\"/\"$name\"}" &
	pid=$!
	for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
		grep -q ready "$dir/out" 2>/dev/null && break
		sleep 0.1
	done
	"$dir/$name" >/dev/null
	wait "$pid"
	rc=$?
	echo "exit $rc"
	cat "$dir/out"
	rm -rf "$dir"
}
