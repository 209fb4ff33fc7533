/* A clause may commit and discard several speculations. */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	d = speculation();
	printf("IDs: %d %d %d %d\n", a, b, c, d);
}

BEGIN { speculate(a); printf("on %d\n", a); }
BEGIN { speculate(b); printf("on %d\n", b); }
BEGIN { speculate(c); printf("on %d\n", c); }
BEGIN { speculate(d); printf("on %d\n", d); }

BEGIN
{
	commit(d);
	discard(c);
	commit(b);
	discard(a);
}

BEGIN
{
	exit(0);
}
