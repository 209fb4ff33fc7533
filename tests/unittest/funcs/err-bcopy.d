/*
 * bcopy() and copyinto() write only into memory this clause allocated:
 * another destination, or one running past the allocation, faults with
 * its address; a source that cannot be read faults with the source's.
 */
#pragma D option quiet

BEGIN
{
	bcopy((void *)alloca(8), (void *)1234, 8);
}

BEGIN
{
	a = alloca(8);
	bcopy((void *)a, a, 16);
}

BEGIN
{
	bcopy((void *)8, alloca(8), 8);
}

BEGIN
{
	copyinto(0, 8, alloca(8));
}

BEGIN
{
	exit(0);
}
