/*
 * 0 is no speculation: speculate(0) drops the clause's data, commit(0)
 * and discard(0) do nothing; none is an error.
 */
#pragma D option quiet

BEGIN
{
	speculate(0);
	printf("never printed\n");
}

BEGIN
{
	commit(0);
	discard(0);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
