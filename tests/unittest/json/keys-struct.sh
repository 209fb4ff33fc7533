# Struct keys as JSON (the record's line masked).
"$DTRACE" -x json -s "$(dirname "$0")/keys-struct.d" |
    sed -E 's/"timestamp":[0-9]+/"timestamp":T/; s/"cpu":[0-9]+/"cpu":C/'
echo "exit ${PIPESTATUS[0]}"
