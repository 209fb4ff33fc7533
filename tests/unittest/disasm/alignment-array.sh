# A global D array is placed at an offset its element type aligns (from
# Oracle's variables/gvar/tst.alignment-array).  Oracle packs globals, so
# its short[5] lands at 2 after a char; ours keeps every scalar in an
# 8-byte cell (read and written as a 64-bit word), so it lands at 8.
"$DTRACE" -Sen '
char dummy;
short var[5];

BEGIN
{
	var[3] = 0x1234;
	exit(0);
}' 2>&1 | awk -f "$(dirname "$0")/layout.awk"
