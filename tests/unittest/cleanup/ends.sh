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
kobj_session "ERROR" "" -q -n "$ready tick-300ms { trace(*(int *)0); }
    ERROR { exit(1); }" | sed 's/probe ID [0-9]*/probe ID N/'
KOBJ_NO_READY=1 kobj_session "fill" "" -q -b 2k -x bufpolicy=fill -n "$ready
    tick-20ms { printf(\"%0100d\n\", 0); } END { printf(\"END ran\n\"); }"
grep 'END ran' out
