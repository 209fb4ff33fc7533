# A server that forks a worker per connection, each registering (the
# helper's atfork handler) and firing once: every worker's probe fires,
# and what the consumer attached for a worker (its uprobes' links, its
# programs) is released once the worker is gone, while tracing goes on:
# the consumer holds again what it held for the server alone.
. "$(dirname "$0")/build.sh"
build_renamed forkrel queries || exit 1
build_forker forkrel || exit 1
. "$HERE/../cleanup/kobj.bash"
# held: how many BPF and perf descriptors dtrace holds
held() { kobj_fds "$dt"; }
scale=${RUN_TESTS_SCALE:-1}
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    forkrel*:::query-start { @ = count(); }
    END { printa("%@d workers fired\n", @); }' 2>err &
dt=$!
wait_ready
./forker 20 go1 go2 >fout &
fk=$!
for i in $(seq $((100 * scale))); do grep -q pid fout && break; sleep 0.1; done
base=$(held)	# the server registered: dtrace acknowledged it
touch go1
for i in $(seq $((300 * scale))); do grep -q forked fout && break; sleep 0.1; done
grep -q forked fout || echo "the workers did not all run"
# the consumer finds a worker gone within a second or two
for i in $(seq $((100 * scale))); do
	[ "$(held)" -le "$base" ] && break
	sleep 0.1
done
if [ "$(held)" -le "$base" ]; then
	echo "the workers' links and programs released while tracing"
else
	echo "still held for the gone workers: $(($(held) - base)) descriptors"
fi
touch go2
wait $fk
kill -TERM $dt
wait $dt
echo "exit status $?"
grep -v ready out
cat err
