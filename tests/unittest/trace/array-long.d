/* More than 16 bytes: a row per 16, the offset in hex. */
int a[10];

BEGIN
{
	a[0] = 1;
	a[4] = 0x41424344;
	a[9] = -1;
	trace(a);
	exit(0);
}
