# Load: a process making getppid() calls as fast as both CPUs allow for
# 10 s (gen.c: about 2 million a second here, untraced 4.7), traced
#   - into an aggregation, @ = count(): the count is exactly the calls
#     the process counted itself;
#   - into printf() with a small principal buffer (-b 256k), so that the
#     consumer cannot keep up: the lines written plus the drops dtrace
#     reports ("dtrace: N drops on CPU n") are exactly the calls.
# Either way dtrace's peak resident memory (GNU time's %M) stays under
# 32 MB + 8 MB a CPU: the start-up footprint (about 8 MB, bench/startup)
# and, per CPU, the principal buffer (4 MB at most here) with room to
# spare; memory that grew with the events (10 to 20 million of them)
# would pass it by far.  Under AddressSanitizer (quarantine, shadow
# memory) the bound is 512 MB higher.  The case runs alone (events.alone):
# it takes every CPU.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -pthread -o gen "$src/gen.c" || exit 1
ncpu=$(getconf _NPROCESSORS_ONLN)
bound=$(( (32 + 8 * ncpu) * 1024 ))
case " ${SAN_CFLAGS:-} " in
*-fsanitize=*address*) bound=$((bound + 512 * 1024)) ;;
esac
probe='syscall::getppid:entry /pid == $target/'
# the load it takes for the counts to mean something: 2 million calls
# here, a RUN_TESTS_SCALE'th of that under emulation (tests/vm/run), whose
# rate also falls when the machine running it is busy
least=$((2000000 / ${RUN_TESTS_SCALE:-1}))

# rss LABEL: says whether the peak of the last run (KB in rss) is in bound
rss() {
	local kb
	kb=$(tail -n 1 rss)
	if [ "$kb" -lt "$bound" ]; then
		echo "$1: peak memory under the bound"
	else
		echo "$1: peak memory $kb KB, bound $bound KB"
	fi
}

/usr/bin/time -o rss -f '%M' "$DTRACE" -q -c './gen 10 calls' \
    -n "$probe { @ = count(); }" >out 2>err
echo "count: status $?"
events=$(cat calls)
counted=$(awk 'NF { print $1 }' out)
[ "$events" -gt "$least" ] &&
    echo "count: more than 2 million events (a scale's share)"
if [ "$counted" = "$events" ]; then
	echo "count: @ is the number of events"
else
	echo "count: @ is $counted, events $events"
fi
rss count
cat err

/usr/bin/time -o rss -f '%M' "$DTRACE" -q -b 256k -c './gen 10 calls' \
    -o lines -n "$probe { printf(\"x\\n\"); }" 2>err
echo "printf: status $?"
events=$(cat calls)
lines=$(grep -c '^x$' lines)
drops=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { n += $2 }
    END { print n + 0 }' err)
[ "$events" -gt "$least" ] &&
    echo "printf: more than 2 million events (a scale's share)"
[ "$drops" -gt 0 ] && echo "printf: some drops reported"
if [ $((lines + drops)) = "$events" ]; then
	echo "printf: lines + drops is the number of events"
else
	echo "printf: $lines lines + $drops drops, $events events"
fi
rss printf
grep -v -E '^dtrace: [0-9]+ drops? on CPU [0-9]+$' err
exit 0
