# copyout(buf, addr, n) writes n bytes into the process; copyoutstr(s,
# addr, max) writes the string and its NUL, at most max bytes.  A write
# to an address the process has not mapped is a run-time error.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -w -q -n 'pid$target:a.out:poke:entry {
	copyout("HELLO", arg0, 5);
	copyoutstr("ab", arg0 + 8, 16);
	copyoutstr("abcdef", arg1, 3);
}' -c "$T/target copyout" 2>/dev/null
echo "status $?"
"$DTRACE" -w -q -n 'BEGIN { copyout("x", 0, 1); }
    BEGIN { copyoutstr("x", 16, 2); }
    BEGIN { exit(0); }' 2>&1
echo "status $?"
