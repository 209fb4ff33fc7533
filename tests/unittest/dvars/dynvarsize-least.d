/*
 * The least dynvarsize DTrace accepts for an int stored under one int key
 * (20 bytes: identifier 8, key 8, value 4) holds that variable.  Storing 0
 * into elements that do not exist stores nothing, so it takes no room.
 */
#pragma D option dynvarsize=20
#pragma D option quiet

BEGIN
{
	a[1] = 7;
	a[2] = 0;
	a[3] = 0;
	printf("%d %d %d\n", a[1], a[2], a[3]);
	exit(0);
}

ERROR
{
	exit(1);
}
