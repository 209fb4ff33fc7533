/*
 * aggsize=48 holds two entries of 24 bytes (a 16-byte key: the
 * aggregation's id and the int; an 8-byte count): @[3] finds no room.
 */
#pragma D option quiet
#pragma D option aggsize=48

BEGIN
{
	@[1] = count();
	@[2] = count();
	@[3] = count();
	exit(0);
}
