/*
 * The index of an array member of a struct (global, self->) and of an
 * array of structs is checked against that array's own bounds.
 */
#pragma D option quiet

struct rec {
	int v[3];
} g, arr[2];

self struct rec s;

BEGIN
{
	i = 3;
	g.v[i] = 1;
}

BEGIN
{
	i = 2;
	arr[i].v[0] = 1;
}

BEGIN
{
	i = 3;
	trace(self->s.v[i]);
}

BEGIN
{
	i = 2;
	g.v[i] = 9;
	printf("%d\n", g.v[i]);
	exit(0);
}
