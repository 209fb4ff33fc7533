/* tracemem() of an address that cannot be read: DTrace's run-time error. */
#pragma D option quiet

BEGIN
{
	tracemem(0, 8);
}

BEGIN
{
	exit(0);
}
