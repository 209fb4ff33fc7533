# -l implies -Z: a description that matches nothing is said on stderr
# ("failed to match P:M:F:N: No probe matches description") and the
# others are still listed, each description's probes in turn (a probe two
# descriptions match is listed twice), with status 0
"$DTRACE" -l -n 'dtrace:::BEGIN' -n nosuch::: -f nosuchfunc \
    -n 'dtrace:::END, dtrace:::BEGIN { exit(0); }' 2>&1
echo "exit $?"
# "2-2" is probe 2 and the name "-2" (Oracle's dtrace-util/tst.InvalidId3)
"$DTRACE" -li 2-2 2>&1
echo "exit $?"
