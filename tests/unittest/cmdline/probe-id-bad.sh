# Probe IDs that name no probe, and the forms DTrace reads otherwise: a
# number followed by text is a number, then a description ("2-2" is probe
# 2 and ":::-2"); "-3" and "i23" are probe names.  Messages and statuses
# are those of Oracle's test suite (dtrace-util/tst.InvalidTraceID*,
# tst.ZeroProbeIdentifier, tst.InvalidProbeIdentifier).
for a in 0 0-2 2-2 -3 i23 99999999; do
	"$DTRACE" -i "$a" 2>&1
	echo "exit $?"
done
"$DTRACE" -l -i 0 2>&1
echo "exit $?"
"$DTRACE" -i 0 - 2 2>&1
echo "exit $?"
