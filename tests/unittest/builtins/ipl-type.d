/* ipl is a uint_t, as DTrace declares it: 4 bytes, unsigned. */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (ipl), ipl - 1 > 0, sizeof (ipl + 0L));
	exit(0);
}
