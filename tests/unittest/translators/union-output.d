/* A translator may produce a union. */
#pragma D option quiet

union u {
	int i;
	char c;
};

struct in_s {
	int v;
};

translator union u < struct in_s s >
{
	i = s.v;
	c = s.v + 1;
};

struct in_s g;

BEGIN
{
	g.v = 64;
	printf("%d %c\n", xlate <union u> (g).i, xlate <union u> (g).c);
	exit(0);
}
