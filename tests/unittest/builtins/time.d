/* timestamp is monotonic; walltimestamp is ns since the epoch. */
#pragma D option quiet

BEGIN
{
	t = timestamp;
	printf("%d %d %d\n", timestamp >= t, walltimestamp > 1600000000000000000,
	    cpu >= 0);
	exit(0);
}
