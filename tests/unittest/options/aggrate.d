/*
 * aggrate is accepted; DTrace would print its latest snapshot of the
 * kernel's aggregations (at most one an aggrate, here an hour, so the
 * second printa() would show 1 again), we read the kernel's map at each
 * printa(): the second shows the count after the second tick.  The ticks
 * are far apart against switchrate, so each printa() is read before the
 * next tick counts.
 */
#pragma D option quiet
#pragma D option aggrate=1h
#pragma D option switchrate=10ms

BEGIN
{
	@ = count();
}

tick-300ms
/i++ == 1/
{
	@ = count();
	printa(@);
	exit(0);
}

tick-300ms
/i == 1/
{
	printa(@);
}
