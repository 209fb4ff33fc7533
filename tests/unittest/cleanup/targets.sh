# Sessions that end with their target process leave nothing behind:
#  - a -c command that exits ends the session, saying nothing (as
#    Oracle's dtrace; illumos's said "pid N has exited"), 0;
#  - a -c command still running when the session ends is killed;
#  - a -p process killed while traced ends the session, 0;
#  - a -p process outliving the session runs on with its text restored:
#    the byte under the uprobe is a breakpoint (0xcc) while traced and
#    the original again afterwards.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
# the targets this case started, whatever ends it (run-tests' timeout
# sends SIGTERM): a target left running would loop for ever
reap() {
	local p
	for p in $(pgrep -x target); do
		[ "$(readlink /proc/"$p"/cwd)" = "$work" ] && kill -9 "$p"
	done
	rm -rf "$work"
}
trap reap EXIT
trap 'exit 1' TERM INT
cd "$work" || exit 1
set -m
. "$src/kobj.bash"
cc -O2 -no-pie -o target "$src/target.c" || exit 1
step=0x$(nm target | sed -n 's/^\([0-9a-f]*\) T step$/\1/p')
prog='BEGIN { printf("ready\n"); }
    pid$target:a.out:step:entry { @steps = count(); }
    target$target:::tick { @ticks = count(); }
    syscall::clock_nanosleep:entry /pid == $target/ { @sleeps = count(); }'

# byte PID: the first byte of step() in process PID, in hex.
byte() {
	dd if=/proc/"$1"/mem bs=1 skip=$((step)) count=1 2>/dev/null |
	    od -An -tx1 | tr -d ' '
}

# session ARGS...: kobj_session, with pids out of its report.
session() {
	kobj_session "$@" >report
	sed -E 's/pid [0-9]+/pid N/' report
}

# 3 s of ticks: the target must still run when dtrace's "ready" line is
# seen, for its programs to be counted (with 1 s, a loaded CI machine saw
# dtrace end first: "held 0 programs, 0 maps")
session "-c exits" "" -q -n "$prog" -c "./target $((300 * ${RUN_TESTS_SCALE:-1}))"

# Sessions that outlive their target end when the case says so (kill(2)
# of pid 999999 from this shell), after it has looked at the target: a
# timer could end them before a loaded machine has found it.
trig='syscall::kill:entry /pid == $ppid && (int)arg0 == 999999/ { exit(0); }'
target=
session "-c outlived" 'for i in $(seq $((100 * ${RUN_TESTS_SCALE:-1}))); do
	target=$(pgrep -P $dt target) && break; sleep 0.1; done
	kill -0 999999 2>/dev/null' -q -n "$prog $trig" -c ./target
if [ -z "$target" ]; then
	echo "-c target not found"
else
	for i in $(seq $((100 * ${RUN_TESTS_SCALE:-1}))); do kobj_alive "$target" || break; sleep 0.1; done
	kobj_alive "$target" && { echo "-c target still running"
		kill "$target"; }
fi

./target &
target=$!
sleep 0.1
session "-p killed" 'kill -9 $target' -q -n "$prog" -p $target
wait $target 2>/dev/null

./target &
target=$!
sleep 0.1
before=$(byte $target)
session "-p outlives" 'traced=$(byte $target); kill -0 999999 2>/dev/null' \
    -q -n "$prog $trig" -p $target
after=$(byte $target)
[ "$traced" = cc ] && echo "breakpoint while traced"
[ -n "$before" ] && [ "$before" = "$after" ] && echo "text restored after"
kobj_alive $target && echo "-p target runs on"
kill $target
wait $target 2>/dev/null || :
