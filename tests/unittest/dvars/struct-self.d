/*
 * A struct in a self-> variable: assigned whole from a clause-local
 * struct, its members read and written in place (a member store makes
 * the variable, zeroed, if it has none), copied back into a global
 * struct, read as zeroes when it has no value, and freed by 0.
 */
#pragma D option quiet

struct pair {
	int a;
	long b;
	char name[8];
};

this struct pair v;
struct pair g;
self struct pair decl;

BEGIN
{
	this->v.a = 1;
	this->v.b = 2;
	this->v.name = "one";
	self->s = this->v;
	this->v.a = 100;		/* the variable holds a copy */
	printf("%d %d %s\n", self->s.a, self->s.b, self->s.name);
	self->s.a = 10;
	self->s.b += 5;
	self->s.a++;
	self->s.name = "two";
	printf("%d %d %s\n", self->s.a, self->s.b, self->s.name);
	g = self->s;
	printf("%d %d %s\n", g.a, g.b, g.name);
	printf("%d %d\n", self->decl.a, self->decl.b);
	self->decl.b = 42;
	printf("%d %d\n", self->decl.a, self->decl.b);
	self->s = 0;
	printf("%d %d [%s]\n", self->s.a, self->s.b, self->s.name);
	self->t = self->decl;
	printf("%d\n", self->t.b);
}

BEGIN
{
	/* another clause sees the same variable */
	printf("%d\n", self->decl.b);
	exit(0);
}
