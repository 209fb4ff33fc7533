/*
 * A committed speculation's records print where the commit is, in the
 * order they were recorded: after what the program printed in between.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	printf("speculation %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("speculative %d\n", 1);
}

BEGIN
{
	printf("not speculative\n");
}

BEGIN
{
	speculate(s);
	printf("speculative %s\n", "two");
	trace(3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("\nafter the commit\n");
	exit(0);
}
