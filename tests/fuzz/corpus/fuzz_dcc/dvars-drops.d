/*
 * dynvarsize=64 holds two elements of 32 bytes (a 24-byte key, an 8-byte
 * value): the other 18 stores are dynamic variable drops, reported on
 * stderr as DTrace does.
 */
#pragma D option quiet
#pragma D option dynvarsize=64

BEGIN
{
	a[1] = 1; a[2] = 1; a[3] = 1; a[4] = 1; a[5] = 1;
	a[6] = 1; a[7] = 1; a[8] = 1; a[9] = 1; a[10] = 1;
	a[11] = 1; a[12] = 1; a[13] = 1; a[14] = 1; a[15] = 1;
	a[16] = 1; a[17] = 1; a[18] = 1; a[19] = 1; a[20] = 1;
	printf("%d %d %d\n", a[1], a[2], a[20]);
	exit(0);
}
