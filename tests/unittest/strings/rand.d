/* rand(): an int; two calls give different numbers. */
#pragma D option quiet

BEGIN
{
	a = rand();
	b = rand();
	c = rand();
	printf("%d %d\n", a != b || b != c, sizeof(rand()));
	exit(0);
}
