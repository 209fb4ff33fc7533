# Options DTrace has that we cannot honour are refused, never silently
# accepted: anonymous tracing, D version reduction, CTF types, stability.
# (iregs, which only bounds the registers a code generator may use, is
# accepted as Oracle's accepts it: options/iregs.)
for o in grabanon version=1.0 ctypes=/tmp/x amin=Stable/Stable/Common; do
	"$DTRACE" -x $o -n 'BEGIN { exit(0); }' 2>&1
	echo "status $?"
done
