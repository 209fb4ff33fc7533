# A JIT process in a container (its own pid and mount namespaces, its own
# /tmp) writes its map as perf-1.map in that /tmp, where the host's
# /tmp has none: dtrace reads it through /proc/PID/root with the pid the
# process has in its namespace, as perf does.
T=$(mktemp -d /var/tmp/dtjit.XXXXXX)
trap 'kill -KILL $cpid 2>/dev/null; rm -rf "$T"' EXIT
cc -O1 -fno-omit-frame-pointer -o "$T/jit" "$(dirname "$0")/jit.c" || exit 1
unshare --pid --fork --mount --propagation private sh -c \
    "mount -t tmpfs tmpfs /tmp && exec $T/jit" &
upid=$!
for i in $(seq 1 100); do
	cpid=$(pgrep -P $upid -x jit) && [ -n "$cpid" ] && break
	sleep 0.05
done
"$DTRACE" -q -n 'pid$target::leaf:entry { ustack(2); exit(0); }' -p $cpid
echo "status $?"
[ -e /tmp/perf-1.map ] && echo "a perf-1.map in the host's /tmp"
kill -KILL $cpid	# a namespace's init ignores TERM
wait 2>/dev/null
