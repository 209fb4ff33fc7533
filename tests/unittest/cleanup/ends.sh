# A session that ends itself leaves nothing behind either, with DTrace's
# exit status: exit(0); exit(3) (END still runs); dtrace:::ERROR calling
# exit(1); a fill buffer that fills (tracing stops, END records, 0: its
# records are read at the end, so "ready" comes late).
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
. "$src/kobj.bash"
ready='BEGIN { printf("ready\n"); } syscall::getppid:entry { @ = count(); }'

# exit() when the case says so, after its snapshot (kill(999999, 0) from
# this shell): a timer could end the session before a loaded machine
# has even started the snapshot's first process
trig='syscall::kill:entry /pid == $ppid && (int)arg0 == 999999/'
kobj_session "exit(0)" "kill -0 999999 2>/dev/null" -q -n "$ready $trig {
    exit(0); }"
kobj_session "exit(3)" "kill -0 999999 2>/dev/null" -q -n "$ready $trig {
    exit(3); }
    END { printf(\"END ran\n\"); }"
grep 'END ran' out
# The ERROR and fill sessions' ticks start when the case says so, too:
# BEGIN gives go its type (a predicate cannot read a global that no
# clause before it assigns); the clause that sets it comes last, so that
# the tick keeps the clause number the ERROR message names.
goready='BEGIN { go = 0; printf("ready\n"); }
    syscall::getppid:entry { @ = count(); }'
kobj_session "ERROR" "kill -0 999999 2>/dev/null" -q -n "$goready
    tick-300ms /go/ { trace(*(int *)0); }
    ERROR { exit(1); } $trig { go = 1; }" | sed 's/probe ID [0-9]*/probe ID N/'
# fill: its output comes at the end, so the case cannot wait for "ready";
# it signals until the session ends (its probes may not be attached yet
# when it first does), noting what dtrace holds each time.
fill='for i in $(seq $((100 * ${RUN_TESTS_SCALE:-1}))); do kill -0 999999 2>/dev/null
	kobj_snap $dt objs; kobj_alive $dt || break; sleep 0.1; done'
KOBJ_NO_READY=1 kobj_session "fill" "$fill" -q -b 2k -x bufpolicy=fill \
    -n "$goready tick-20ms /go/ { printf(\"%0100d\n\", 0); }
    END { printf(\"END ran\n\"); } $trig { go = 1; }"
grep 'END ran' out
