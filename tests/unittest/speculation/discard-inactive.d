/* commit() and discard() of a speculation not allocated are ignored. */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	discard(1);
	commit(2);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
