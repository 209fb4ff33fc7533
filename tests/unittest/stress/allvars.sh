# Stress: allvars.d, which uses every kind of D variable at once, on a
# busy probe: getppid() called as fast as they can by four threads of
# allvars.c for 10 s (millions of calls).  Nothing may be lost without
# being reported: for each thread, its self-> scalar, its self->
# associative array and the global associative array keyed by (pid, tid)
# each counted exactly the calls the thread counted itself, or else
# dtrace reported dynamic variable drops ("dtrace: N dynamic variable
# drops"); the aggregations (which never drop here: a few keys) are
# exact.  A second run leaves almost no room for dynamic variables, so
# that the drops happen and are seen reported.  The case runs alone (allvars.alone): it takes every CPU.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -pthread -o allvars "$src/allvars.c" || exit 1
nthreads=4

"$DTRACE" -s "$src/allvars.d" -c "./allvars 10 $nthreads counts" >out 2>err
echo "status $?"
[ -s counts ] || echo "the trigger wrote no counts"
total=$(awk '{ n += $2 } END { print n + 0 }' counts)
[ "$total" -gt 1000000 ] && echo "more than a million calls"
drops=$(grep -c '^dtrace: [0-9]* dynamic variable drops\?$' err)

# thread TID: what each kind of variable counted is its calls (a thread
# whose self->n was dropped prints no line at all)
exact=0
while read -r tid calls; do
	line=$(grep "^thread $tid " out)
	if [ "$line" = "thread $tid self $calls self[] $calls global[] $calls getppid" ]; then
		exact=$((exact + 1))
	elif [ "$drops" -eq 0 ]; then
		echo "thread $tid made $calls calls, dtrace says: $line"
	fi
done <counts
if [ "$exact" -eq "$nthreads" ] || [ "$drops" -gt 0 ]; then
	echo "threads: every call counted, or dynamic variable drops reported"
fi

grep '^fn ' out
all=$(awk '$1 == "all" { print $2 }' out)
[ "$total" -gt 0 ] && [ "$all" = "$total" ] && echo "aggregation: count() is every call" ||
    echo "aggregation: count() $all, calls $total"
bad=0
while read -r tid calls; do
	grep -q "^agg $tid $calls\$" out || bad=$((bad + 1))
done <counts
echo "aggregation by thread: $bad threads miscounted"
# nothing else on stderr than what the run reports of itself
grep -v -e '^dtrace: [0-9]* dynamic variable drops\?$' err

# The same with dynamic variable space for almost nothing (2 s): room
# for the largest variable (names[], 528 bytes as DTrace counts it: less
# is refused) and little more; the stores that do not fit are dropped,
# and dtrace says so; the aggregations do not use that space and stay
# exact.
"$DTRACE" -x dynvarsize=600 -s "$src/allvars.d" \
    -c "./allvars 2 $nthreads counts" >out 2>err
echo "small dynvarsize: status $?"
[ "$(grep -c '^dtrace: [0-9]* dynamic variable drops\?$' err)" -gt 0 ] &&
    echo "small dynvarsize: dynamic variable drops reported"
total=$(awk '{ n += $2 } END { print n + 0 }' counts)
all=$(awk '$1 == "all" { print $2 }' out)
[ "$total" -gt 0 ] && [ "$all" = "$total" ] &&
    echo "small dynvarsize: count() is every call"
exit 0
