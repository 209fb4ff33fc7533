/*
 * A string member that ends its struct, with strsize 9 (not a multiple
 * of 8): the member is 9 bytes, and reading it (printf, comparisons,
 * strlen, string functions) stays within what the program may read,
 * in a global declared last, a clause-local, thread-local,
 * associative-array and alloca()'d struct.
 */
#pragma D option quiet
#pragma D option strsize=9

struct tail {
	char pad[7];
	string s;
};

struct end {
	string s;
	char c;
};

this struct tail l;
self struct tail t;
struct tail a[int];
struct end e;
struct tail g;

BEGIN
{
	printf("%d %d %d %d\n", sizeof (struct tail), offsetof(struct tail, s),
	    sizeof (struct end), offsetof(struct end, c));
	g.s = "abcdefghijk";
	e.s = "12345678";
	e.c = 'c';
	this->l.s = "xyz";
	self->t.s = g.s;
	a[0].s = "last";
	this->p = (struct tail *)alloca(sizeof (struct tail));
	this->p->s = "scratch!!";
	printf("[%s] [%s] %c [%s] [%s] [%s] [%s]\n", g.s, e.s, e.c,
	    this->l.s, self->t.s, a[0].s, this->p->s);
	printf("%d %d %d %d %d\n", g.s == "abcdefgh", strlen(self->t.s),
	    this->l.s < a[0].s, e.s == "12345678", this->p->s == "scratch!");
	printf("%s %s\n", strjoin(g.s, "+"), substr(self->t.s, 2));
	trace(g);
	trace(e);
	exit(0);
}
