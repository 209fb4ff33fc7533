/* tick probes fire from the hrtimer interrupt: ipl 10, Solaris's clock
   level (Oracle's builtinvar/tst.ipl.d, an expected failure there). */
#pragma D option quiet

BEGIN
{
}

tick-10ms
{
	printf("The interrupt priority level = %u\n", ipl);
	exit(0);
}

ERROR
{
	exit(1);
}
