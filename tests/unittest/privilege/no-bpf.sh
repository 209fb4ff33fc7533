# A kernel without bpf() (ENOSYS: CONFIG_BPF_SYSCALL=n) and one that
# forbids it to dtrace even as root (EPERM: a seccomp filter, a security
# module, lockdown), made real by deny.c's seccomp filter: dtrace says
# what is missing in DTrace's "failed to initialize dtrace" message and
# exits 1 (DTrace's status for it) before it has matched or started
# anything.  -l and -e compile and list without bpf() and work.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -o deny "$src/deny.c" || exit 1
for err in ENOSYS EPERM; do
	for args in "-n BEGIN" "-n syscall::getppid:entry -c true"; do
		./deny bpf $err "$DTRACE" $args >out 2>err
		echo "bpf $err, dtrace $args: status $?"
		cat err out
	done
	./deny bpf $err "$DTRACE" -l -n BEGIN
	echo "bpf $err, dtrace -l: status $?"
	./deny bpf $err "$DTRACE" -e -n 'BEGIN { trace(1); }'
	echo "bpf $err, dtrace -e: status $?"
done
