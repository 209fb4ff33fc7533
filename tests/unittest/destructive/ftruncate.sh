# ftruncate() empties the output file: only what is traced after it
# remains.  It is not a destructive action: no -w.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$DTRACE" -q -o "$T/out" -n 'BEGIN { printf("gone\n"); ftruncate();
    printf("kept\n"); exit(0); }'
echo "status $?"
cat "$T/out"
