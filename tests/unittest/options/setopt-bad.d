/*
 * setopt() that fails is reported as DTrace reports a library action's
 * error, followed by an empty line, and tracing goes on.
 */
#pragma D option quiet

BEGIN
{
	setopt("Nixon");
	setopt("quiet", "um, no");
	exit(0);
}
