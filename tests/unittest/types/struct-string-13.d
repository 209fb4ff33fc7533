/*
 * A string member of a D struct takes exactly strsize bytes, aligned to
 * 1, as DTrace's string (a char array of strsize) does, whatever strsize
 * is (13 here, from -x strsize=13): sizeof, offsetof, trace() of the
 * whole struct and the members after each string agree with DTrace's
 * layout, in a global, clause-local, thread-local and associative-array
 * struct, and in one copied whole from another.
 */
#pragma D option quiet

struct rec {
	char c;
	string name;
	int n;
	string tag;
	char last;
};

struct rec g;
this struct rec l;
self struct rec t;
struct rec a[int];

BEGIN
{
	printf("sizeof %d\n", sizeof (struct rec));
	printf("offsetof %d %d %d %d %d\n", offsetof(struct rec, c),
	    offsetof(struct rec, name), offsetof(struct rec, n),
	    offsetof(struct rec, tag), offsetof(struct rec, last));
	g.c = 'A';
	g.name = "hello";
	g.n = 0x11223344;
	g.tag = "a string longer than strsize";
	g.last = 'Z';
	printf("%c [%s] %x [%s] %c\n", g.c, g.name, g.n, g.tag, g.last);
	trace(g);
	printf("\n");
	this->l = g;
	this->l.n++;
	self->t = this->l;
	self->t.last = 'Y';
	a[1] = self->t;
	a[1].name = "assoc";
	printf("%c [%s] %x [%s] %c\n", this->l.c, this->l.name, this->l.n,
	    this->l.tag, this->l.last);
	printf("%c [%s] %x [%s] %c\n", self->t.c, self->t.name, self->t.n,
	    self->t.tag, self->t.last);
	printf("%c [%s] %x [%s] %c\n", a[1].c, a[1].name, a[1].n, a[1].tag,
	    a[1].last);
	printf("%d %d %d\n", g.tag == "a string lon", strlen(a[1].tag),
	    self->t.name == "hello");
	trace(a[1]);
	exit(0);
}
