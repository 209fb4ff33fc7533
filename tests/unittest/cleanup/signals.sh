# Every way a signal ends a session leaves no BPF program, map, link or
# perf event behind (see kobj.bash for how that is checked), the user
# stack unwinder's maps (ustack() keys) included:
#  - SIGINT, SIGTERM and SIGHUP once stop tracing as exit() does: END
#    runs, aggregations are printed, status 0;
#  - a second signal while stopping ends dtrace at once (status 1), and a
#    -c target goes with it, as it would at a normal exit;
#  - SIGKILL: the kernel closes the descriptors, and so frees it all;
#  - a signal dtrace inherited as ignored (nohup) stays ignored, as
#    DTrace leaves SIG_IGN alone.
# (Job control keeps background jobs from inheriting SIGINT ignored.)
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
set -m
. "$src/kobj.bash"
prog='BEGIN { printf("ready\n"); }
    syscall::getppid:entry { @calls = count(); }
    profile-97 { @ticks = count(); @stacks[ustack()] = count(); }
    END { printf("END ran\n"); }'

for sig in INT TERM HUP; do
	kobj_session "SIG$sig" "kill -$sig \$dt" -q -n "$prog"
	grep -c 'END ran' out
done

kobj_session SIGKILL 'kill -KILL $dt' -q -n "$prog"

# Twice: dtrace is kept busy stopping by a pipe nobody reads.
cc -O2 -o looper "$src/../signals/looper.c" || exit 1
mkfifo fifo
exec 3<>fifo
: >objs
"$DTRACE" -q -n 'tick-1ms { printf("%0200d\n", 0); }
    pid$target:a.out:step:entry { @ = count(); }' -c ./looper >&3 2>err &
dt=$!
sleep 1.5
target=$(pgrep -P "$dt" looper)
kobj_snap "$dt" objs
kill -INT "$dt"
sleep 0.5
kobj_alive "$dt" && echo "still stopping after one SIGINT"
kill -INT "$dt"
for i in $(seq 50); do kobj_alive "$dt" || break; sleep 0.1; done
wait "$dt"
echo "SIGINT twice: status $?, $(kobj_count objs)"
kobj_left objs
exec 3>&-
for i in $(seq 20); do kobj_alive "$target" || break; sleep 0.1; done
kobj_alive "$target" && { echo "-c target still running"; kill -9 "$target"; }

# nohup: SIGHUP inherited as ignored does not stop tracing; SIGINT does.
rm -f out
(trap '' HUP; exec "$DTRACE" -q -n "$prog" >out 2>err) &
dt=$!
kobj_wait_for out ready
kill -HUP "$dt"
sleep 0.5
kobj_alive "$dt" && echo "ignored SIGHUP: still tracing"
kill -INT "$dt"
wait "$dt"
echo "then SIGINT: status $?"
