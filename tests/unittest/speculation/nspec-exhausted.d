/*
 * With nspec=2, a third speculation() finds no free buffer: it returns 0
 * and DTrace reports the failed speculation.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	printf("%d %d %d\n", a, b, c);
	exit(0);
}
