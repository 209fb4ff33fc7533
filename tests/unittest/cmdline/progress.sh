# Enabling and disabling many probes report their progress on stderr
# when it is a terminal, one line rewritten in place ("dtrace: disabling
# probes: 42% done") and cleared at the end; disabling 2,300 tracepoints
# takes minutes (a kernel grace period each).  The first second shows
# nothing; DTRACE_DEBUG_PROGRESS_MS=0 shows it at once, for this case.
# On a file or a pipe nothing is said.  (script(1) gives dtrace a
# terminal.)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
P="sdt:sched:: { @ = count(); } BEGIN { exit(0); }"
DTRACE_DEBUG_PROGRESS_MS=0 script -qec "$DTRACE -q -n '$P' 2>&1" /dev/null \
    >"$T/tty"
echo "status $?"
tr '\r' '\n' <"$T/tty" | grep -c '^dtrace: enabling probes: [0-9]*% done$' |
    sed 's/^[1-9][0-9]*$/enabling shown/'
tr '\r' '\n' <"$T/tty" | grep -c '^dtrace: disabling probes: [0-9]*% done$' |
    sed 's/^[1-9][0-9]*$/disabling shown/'
tail -c 4 "$T/tty" | od -An -c | tr -s ' '
DTRACE_DEBUG_PROGRESS_MS=0 "$DTRACE" -q -n "$P" >"$T/out" 2>"$T/err"
echo "status $?"
wc -c <"$T/err"
