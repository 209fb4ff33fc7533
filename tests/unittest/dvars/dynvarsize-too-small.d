/*
 * A dynvarsize that cannot hold a single dynamic variable is refused when
 * tracing is enabled.  DTrace counts an int stored under one int key as
 * 20 bytes (identifier 8, key 8, value 4): 19 is too small.
 */
#pragma D option dynvarsize=19

BEGIN
{
	a[1] = 1;
	exit(0);
}
