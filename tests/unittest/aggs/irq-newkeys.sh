# Many new aggregation keys in interrupt context (profile) are not lost:
# the aggregation map is preallocated, so a burst of new entries does not
# run dry of memory (which showed as "aggregation drops").
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$DTRACE" -q -n 'profile-997 { @a[arg0, 1] = count(); @b[arg0, 2] = count(); }
    tick-1s { exit(0); }' >/dev/null 2>"$T/err"
echo "status $?"
grep -c drop "$T/err"
exit 0
