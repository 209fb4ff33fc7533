# A glob that matches probes this kernel cannot enable enables the others
# and says once what it left out: sched::: on a kernel that takes
# neither fentry nor kprobes enables the tracepoint probes (on-cpu,
# sleep, wakeup ...), leaves out the function ones (enqueue, dequeue,
# change-pri), and warns "3 probes cannot be enabled on this kernel and
# are not traced (the first, ...)".  A description that names the
# probe itself still fails, as DTrace does, and so does a glob of which
# nothing can be enabled.  On a kernel that enables them all, nothing
# is left out and nothing said: the lines below hold on either.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
if "$DTRACE" -q -n 'sched:::enqueue {}' -n 'BEGIN { exit(0); }' \
    >/dev/null 2>&1; then can=yes; else can=no; fi
"$DTRACE" -q -n 'sched::: { @[probename] = count(); }' \
    -n 'BEGIN { exit(0); }' >"$T/out" 2>"$T/err"
echo "sched::: status $?"
warned=$(grep -c '^dtrace: [0-9]* probes cannot be enabled on this kernel and are not traced (the first, sched:vmlinux::[a-z-]*: .*)$' "$T/err")
if { [ "$can" = no ] && [ "$warned" = 1 ]; } ||
    { [ "$can" = yes ] && [ "$warned" = 0 ]; }; then
	echo "warned exactly when sched:::enqueue cannot be enabled"
else
	echo "enqueue enables: $can; warnings: $warned"; cat "$T/err"
fi
"$DTRACE" -q -n 'sched:::enqueue, sched:::dequeue {}' \
    -n 'BEGIN { exit(0); }' >/dev/null 2>"$T/err2"
st=$?
if { [ "$can" = no ] && [ $st = 1 ] &&
    grep -q '^dtrace: could not enable tracing: sched:vmlinux::' "$T/err2"; } ||
    { [ "$can" = yes ] && [ $st = 0 ]; }; then
	echo "named probes fail exactly when they cannot be enabled"
else
	echo "enqueue enables: $can; named probes: status $st"; cat "$T/err2"
fi
