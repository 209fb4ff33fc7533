# raise(sig) sends a signal to the process that fired the probe: the
# program's SIGUSR1 handler runs when its getppid() returns.  A signal
# number out of range is an illegal operation, reported as a run-time
# error; tracing goes on.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -w -q -n 'syscall::getppid:entry /pid == $target/ { raise(10); }' \
    -c "$T/target raise" 2>/dev/null
echo "status $?"
"$DTRACE" -w -q -n 'BEGIN { raise(99); printf("not reached\n"); }
    BEGIN { printf("next clause\n"); exit(0); }' 2>&1
echo "status $?"
