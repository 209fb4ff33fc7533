/*
 * Intervals below 200 microseconds name no profile probe, as in DTrace.
 */

profile-199us
{
	exit(0);
}
