/* nspec is 1 by default: the second speculation() returns 0, twice. */
#pragma D option quiet

BEGIN
{
	printf("%d", speculation());
	printf(" %d", speculation());
	printf(" %d\n", speculation());
	exit(0);
}
