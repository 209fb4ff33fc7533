/* ipl can be read and is not -1 (Oracle's variables/bvar/tst.ipl.d, an
   expected failure there); it is a uint_t, so -1 compares as UINT_MAX. */
#pragma D option quiet

BEGIN
{
	trace(ipl);
	exit(ipl != -1 ? 0 : 1);
}
