/*
 * An array member of a struct variable (global, clause-local this-> and
 * thread-local self->) indexed by a run-time value.
 */
#pragma D option quiet

struct rec {
	int n;
	int v[3];
};

struct rec g;
this struct rec t;
self struct rec s;

BEGIN
{
	i = 1;
	g.v[i] = 5;
	this->t.v[i] = 6;
	self->s.v[i + 1] = 7;
	printf("%d %d %d\n", g.v[i], this->t.v[i], self->s.v[i + 1]);
	printf("%d %d %d\n", g.v[1], this->t.v[1], self->s.v[2]);
	exit(0);
}
