/* discard() of an ID beyond nspec is an illegal operation too. */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	discard(5);
}

BEGIN
{
	printf("still running\n");
	exit(0);
}
