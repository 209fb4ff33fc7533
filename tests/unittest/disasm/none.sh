# A program that uses no variable has no table: its listing is all -S
# prints for it.  A variable in a predicate is in its clause's table.
"$DTRACE" -Sen 'BEGIN { exit(0); }' 2>&1 | grep -c -e '^NAME' -e 'KND SCP'
"$DTRACE" -Sen 'BEGIN /pid/ { exit(0); }' 2>&1 | sed -n '/^NAME/,/^$/p' |
    sed -E 's/\[[0-9]+-[0-9]+\] +/[N-N]       /'
