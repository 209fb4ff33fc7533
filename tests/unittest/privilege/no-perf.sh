# perf_event_open(2), which holds the principal buffers and attaches most
# probes, absent (ENOSYS: CONFIG_PERF_EVENTS=n) or forbidden to dtrace as
# root (EACCES and EPERM, as a seccomp filter or a security module
# refuses it; deny.c makes it real): one "failed to initialize dtrace"
# message naming it and what to do, status 1, nothing started.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -o deny "$src/deny.c" || exit 1
for err in ENOSYS EACCES EPERM; do
	for args in "-n BEGIN" "-n profile-97 -c true"; do
		./deny perf_event_open $err "$DTRACE" $args >out 2>err
		echo "perf_event_open $err, dtrace $args: status $?"
		cat err out
	done
done
./deny perf_event_open EACCES "$DTRACE" -l -n BEGIN
echo "perf_event_open EACCES, dtrace -l: status $?"
