/*
 * A variable a clause's predicate reads and its actions first assign is
 * known to the predicate, as DTrace checks such a predicate after the
 * actions: the /!done/ { done = 1; } idiom, and a counter.  It reads 0
 * until assigned.
 */
#pragma D option quiet

BEGIN
/!done/
{
	done = 1;
	printf("first clause, done = %d\n", done);
}

BEGIN
/!done/
{
	printf("not reached\n");
}

tick-1ms
/n < 3/
{
	printf("tick %d\n", n++);
}

tick-1ms
/n == 3/
{
	exit(0);
}
