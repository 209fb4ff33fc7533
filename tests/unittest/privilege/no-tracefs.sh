# Without tracefs, in a mount namespace of its own where
# /sys/kernel/tracing is unmounted: dtrace mounts it itself and traces
# system calls as usual.  Where it cannot (mount(2) refused, EPERM, or a
# kernel without tracefs, ENODEV, made real by deny.c's seccomp filter),
# a description of the syscall, sdt or rawtp providers, whose probes
# tracefs lists, says why it matched nothing; a script that needs no
# tracepoint still runs.  Nothing outside the namespace is touched.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -o deny "$src/deny.c" || exit 1
cc -O0 -o trigger "$src/../syscall/trigger.c" || exit 1
export DTRACE
unshare -m --propagation private bash -s <<'SH'
count='syscall::getppid:entry /pid == $target/ { @n = count(); }
    END { printa("getppid %@d\n", @n); }'
unmount() {
	local m
	for m in /sys/kernel/debug/tracing /sys/kernel/tracing; do
		while mountpoint -q "$m"; do umount "$m" || exit 1; done
	done
	[ -e /sys/kernel/tracing/trace ] && echo "tracefs still there"
}
unmount
"$DTRACE" -q -n "$count" -c ./trigger 2>/dev/null
echo "unmounted: status $?"
findmnt -n -o FSTYPE /sys/kernel/tracing
for err in EPERM ENODEV; do
	unmount
	./deny mount $err "$DTRACE" -q -n "$count" -c ./trigger 2>&1
	echo "mount $err: status $?"
	./deny mount $err "$DTRACE" -l -n 'sdt:::sched_switch' 2>&1
	echo "mount $err, -l sdt: status $?"
	./deny mount $err "$DTRACE" -l -n 'fbt::nosuch:entry' 2>&1
	echo "mount $err, -l fbt: status $?"
	./deny mount $err "$DTRACE" -q -n 'BEGIN { printf("BEGIN\n"); exit(0); }' 2>&1
	echo "mount $err, BEGIN: status $?"
done
SH
