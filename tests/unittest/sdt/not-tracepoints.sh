# tracefs's events/ftrace describes the records of ftrace's own tracers
# (function, bprint, ...), which are no tracepoints and cannot be
# enabled: sdt does not list them.
"$DTRACE" -l -n 'sdt:ftrace::' 2>&1
echo "exit $?"
