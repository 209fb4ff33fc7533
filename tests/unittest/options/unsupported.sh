# Options DTrace has that we cannot honour are refused, never silently
# accepted: anonymous tracing, D version reduction, DIF registers.
for o in grabanon version=1.0 iregs=8 ctypes=/tmp/x amin=Stable/Stable/Common; do
	"$DTRACE" -x $o -n 'BEGIN { exit(0); }' 2>&1
	echo "status $?"
done
