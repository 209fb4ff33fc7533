/*
 * Stores through a pointer made from a D array land in the variable, as
 * DTrace lets a pointer store into D variables' storage: a global array
 * cast or assigned to a pointer (at constant and run-time indices, with
 * a compound assignment), a struct member's bytes through a char *, a
 * this-> array.  A store that is outside the global and clause-local
 * variables and alloca()'s memory is an invalid address: far past the
 * array, or into a self-> array, whose storage a pointer cannot be
 * checked against.
 */
#pragma D option quiet

int g[4];
this int t[3];
self int s[2];
struct rec {
	int a[2];
	int b;
} r;
int *p;

BEGIN
{
	((int *)g)[1] = 5;
	i = 3;
	((int *)g)[i] = 7;
	p = g;
	p[2] += 2;
	((char *)r.a)[8] = 9;
	this->t[0] = 1;
	((int *)this->t)[2] = 8;
	printf("%d %d %d %d %d %d\n", g[1], g[3], g[2], r.b, this->t[0],
	    this->t[2]);
}

BEGIN
{
	j = 1LL << 40;
	((int *)g)[j] = 1;
}

BEGIN
{
	((int *)self->s)[1] = 1;
}

BEGIN
{
	printf("%d\n", self->s[1]);
	exit(0);
}
