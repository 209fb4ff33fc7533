# A number is a probe ID only where a description's last field is the
# probe name (-n, -i, a script): -P, -m and -f refuse it with DTrace's
# message, before looking it up; an ID past 32 bits is refused as such.
# A leading ':' does not count as a field (dtrace_xstr2desc() stops at
# it), so ":dtrace" is a provider and "::::BEGIN" a whole description.
for a in "-P 1" "-m 1" "-f 2" "-x errtags -P 1" "-n 99999999999"; do
	"$DTRACE" $a 2>&1
	echo "$a: exit $?"
done
for a in "-P :dtrace" "-m :dtrace:" "-n ::::BEGIN" "-f profile:::tick-1s"; do
	"$DTRACE" -l $a 2>&1
	echo "-l $a: exit $?"
done
