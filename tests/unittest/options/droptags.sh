# -x droptags puts the kind of each drop before its message, as DTrace's
# [DTRACEDROP_...] tags: here three failed speculations (one buffer for
# four speculation() calls) and drops of a 4 KB principal buffer.
# Without the option the messages are DTrace's plain ones.
cat > "${TMPDIR:-/tmp}/droptags.$$.d" <<'D'
#pragma D option nspec=1
#pragma D option quiet

BEGIN, BEGIN, BEGIN, BEGIN
{
	spec = speculation();
}

BEGIN
{
	exit(0);
}
D
"$DTRACE" -x droptags -s "${TMPDIR:-/tmp}/droptags.$$.d" 2>&1
echo "status $?"
"$DTRACE" -s "${TMPDIR:-/tmp}/droptags.$$.d" 2>&1
echo "status $?"
rm -f "${TMPDIR:-/tmp}/droptags.$$.d"
# three records of 2 KB (four strings of 512 bytes) for a 4 KB buffer,
# each of which fits alone (a record larger than the buffer would be
# refused: "Enabling exceeds size of buffer")
prog='BEGIN, BEGIN, BEGIN { printf("%s%s%s%s", "", "", "", ""); }
    tick-100ms { exit(0); }'
"$DTRACE" -q -x droptags -b 4k -x strsize=512 -n "$prog" 2>&1 |
    sed -E 's/[0-9]+ drops? on CPU [0-9]+/N drops on CPU n/'
echo "status ${PIPESTATUS[0]}"
