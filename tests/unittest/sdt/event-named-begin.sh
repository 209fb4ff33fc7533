# The kernel's own tracepoints have lower-case names, but a uprobe or
# kprobe event may be named BEGIN: then the description BEGIN matches it
# as well as dtrace:::BEGIN (DTrace matches every provider's probes of
# that name), although sdt and rawtp make their probes only for the
# descriptions that could match one (a look in tracefs per group).  The
# event is sdt's alone: rawtp lists tracepoints, and a uprobe event has
# no raw tracepoint to attach to.
g=dtbegin$$
ev=/sys/kernel/tracing/uprobe_events
trap 'echo "-:$g/BEGIN" >> $ev' EXIT
echo "p:$g/BEGIN /bin/sh:0x10" >> $ev || exit 1
"$DTRACE" -l -n BEGIN | awk 'NR > 1 { print $2, $3, $NF }' |
    sed "s/$g/GROUP/"
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -l -n ":$g::BEGIN" | awk 'NR > 1 { print $2, $3, $NF }' |
    sed "s/$g/GROUP/"
"$DTRACE" -l -n 'sdt:*::BEGIN' | awk 'NR > 1 { print $2, $3, $NF }' |
    sed "s/$g/GROUP/"
