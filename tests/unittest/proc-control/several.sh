# Several -c and -p in one run: $target is the first; dtrace ends when
# the last one is gone (saying nothing of each, as Oracle's dtrace).
dir=$(mktemp -d)
cc -o "$dir/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { n++; }
    END { printf("first target: %d calls\n", n); }' \
    -c "$dir/target 3" -c "$dir/target 0" >"$dir/out" 2>"$dir/err"
echo "status $?"
grep -v '^target' "$dir/out"
sed 's/[0-9][0-9]*/N/' "$dir/err" | sort
sleep 0.5 & p1=$!
sleep 1 & p2=$!
"$DTRACE" -q -n 'BEGIN { printf("$target is the first -p: %s\n",
    $target == '$p1' ? "yes" : "no"); }' -p $p1 -p $p2 2>&1 |
    sed -e "s/$p1/P1/" -e "s/$p2/P2/"
rm -rf "$dir"
