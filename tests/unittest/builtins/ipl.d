/* BEGIN runs in the dtrace process's own context: ipl 0 (Oracle's
   builtinvar/tst.ipl1.d, an expected failure there). */
#pragma D option quiet

BEGIN
{
	printf("The interrupt priority level = %u\n", ipl);
	exit(0);
}

ERROR
{
	exit(1);
}
