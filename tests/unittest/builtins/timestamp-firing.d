/*
 * timestamp and walltimestamp are one time for a whole probe firing, as
 * in DTrace: read twice in a clause, or in two clauses of one firing,
 * they are equal; the next firing's is later.
 */
#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10ms
/n == 0/
{
	a = timestamp;
	b = timestamp;
	w = walltimestamp;
	printf("twice in a clause: %s\n", a == b ? "equal" : "differ");
	printf("walltimestamp twice: %s\n", w == walltimestamp ?
	    "equal" : "differ");
}

tick-10ms
/n == 0/
{
	printf("in the next clause: %s\n", a == timestamp ? "equal" : "differ");
}

tick-10ms
/n == 1/
{
	printf("next firing: %s\n", timestamp > a ? "later" : "not later");
	exit(0);
}

tick-10ms
{
	n++;
}
