# Every kind of record as a JSON line (timestamps and CPUs masked).
"$DTRACE" -x json -q -s "$(dirname "$0")/records.d" |
    sed -E 's/"timestamp":[0-9]+/"timestamp":T/; s/"cpu":[0-9]+/"cpu":C/'
echo "exit ${PIPESTATUS[0]}"
