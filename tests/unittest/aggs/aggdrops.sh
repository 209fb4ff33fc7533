# An aggregation entry that finds no room is an aggregation drop, reported
# as DTrace reports it (the CPU it happened on varies: masked).
"$DTRACE" -s "$(dirname "$0")/aggsize.d" 2>&1 | sed 's/on CPU [0-9]*$/on CPU N/'
echo "exit ${PIPESTATUS[0]}"
