# -x json: a run-time fault's message and the drops stay DTrace's text on
# stderr (shown after the lines here); the lines go on.
err=$(mktemp)
"$DTRACE" -x json -q -n 'BEGIN { trace(1); x = *(int *)0; }
    BEGIN { trace(2); } ERROR { trace(3); } BEGIN { exit(0); }' 2>"$err" |
    sed -E 's/"timestamp":[0-9]+/"timestamp":T/; s/"cpu":[0-9]+/"cpu":C/'
echo "exit ${PIPESTATUS[0]}"
cat "$err"
rm -f "$err"
