/*
 * s = xlate <T> (e) into a D struct variable takes every member type a
 * translator can define: integers, a bit-field, a pointer, a char array
 * from a string and from a char array, a struct by its own translator and
 * by a copy of a struct, and an array copied whole; the members the
 * translator leaves out are zero.  A global, a clause-local, a
 * thread-local and an associative-array struct are assigned so.
 */
#pragma D option quiet

struct pair {
	long hi;
	long lo;
};

struct in {
	int n;
	char tag[8];
	struct pair pr;
	int v[3];
};

struct out {
	int num;
	unsigned int bits : 4;
	char name[8];
	char tag[8];
	struct pair byxl;
	struct pair copy;
	int v[3];
	void *ptr;
	long missing;
};

translator struct pair < int i >
{
	hi = i / 100;
	lo = i % 100;
};

translator struct out < struct in *p >
{
	num = p->n;
	bits = p->n + 16;
	name = "seven";
	tag = p->tag;
	byxl = xlate <struct pair> (p->n * 101);
	copy = p->pr;
	v = p->v;
	ptr = (void *)p->pr.hi;
};

struct in src;
struct out g;

BEGIN
{
	src.n = 7;
	src.tag = "tagged";
	src.pr.hi = 11;
	src.pr.lo = 12;
	src.v[0] = 1;
	src.v[1] = 2;
	src.v[2] = 3;
	g.missing = 99;		/* assigned whole: zeroed */

	g = xlate <struct out> (&src);
	this->o = xlate <struct out> (&src);
	self->o = xlate <struct out> (&src);
	a["k"] = xlate <struct out> (&src);

	printf("%d %d %s %s %d.%d %d.%d %d%d%d %p %d\n", g.num, g.bits,
	    g.name, g.tag, g.byxl.hi, g.byxl.lo, g.copy.hi, g.copy.lo,
	    g.v[0], g.v[1], g.v[2], g.ptr, g.missing);
	printf("%d %d %s %s %d.%d %d.%d %d%d%d %p %d\n", this->o.num,
	    this->o.bits, this->o.name, this->o.tag, this->o.byxl.hi,
	    this->o.byxl.lo, this->o.copy.hi, this->o.copy.lo,
	    this->o.v[0], this->o.v[1], this->o.v[2], this->o.ptr,
	    this->o.missing);
	printf("%d %d %s %s %d.%d %d.%d %d%d%d %p %d\n", self->o.num,
	    self->o.bits, self->o.name, self->o.tag, self->o.byxl.hi,
	    self->o.byxl.lo, self->o.copy.hi, self->o.copy.lo,
	    self->o.v[0], self->o.v[1], self->o.v[2], self->o.ptr,
	    self->o.missing);
	printf("%d %d %s %s %d.%d %d.%d %d%d%d %p %d\n", a["k"].num,
	    a["k"].bits, a["k"].name, a["k"].tag, a["k"].byxl.hi,
	    a["k"].byxl.lo, a["k"].copy.hi, a["k"].copy.lo,
	    a["k"].v[0], a["k"].v[1], a["k"].v[2], a["k"].ptr,
	    a["k"].missing);
	print(&self->o);
	exit(0);
}
