# A variable first made by assignment takes the size of the type it is
# assigned (from Oracle's variables/gvar/tst.undecl-offset): two strings,
# one after the other.  Oracle's strings carried a 2-byte length, so its
# second was at 258; ours hold strsize characters and the NUL in whole
# words, 264 bytes, so it is at 264.
"$DTRACE" -Sen '
BEGIN
{
	a = "";
	b = a;
	exit(0);
}' 2>&1 | awk -f "$(dirname "$0")/layout.awk"
