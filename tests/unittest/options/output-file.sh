# -o appends the traced output to a file; stdout stays empty.
out=$(mktemp)
echo "first line" > "$out"
"$DTRACE" -q -o "$out" -n 'BEGIN { printf("traced\n"); exit(0); }'
echo "exit $?"
cat "$out"
rm -f "$out"
