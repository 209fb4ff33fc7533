/* The probe-name built-ins are the probe's own fields; id is its ID. */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s] %d\n", probeprov, probemod, probefunc,
	    probename, id);
}

END
{
	printf("[%s] [%s] %d\n", probeprov, probename, id);
}

BEGIN
{
	exit(0);
}
