/*
 * A translation used whole: trace() of the translated struct (DTrace's
 * hex dump of its bytes), print() of a pointer to it, and a pointer to it
 * kept in a variable and read through.  The members the translator
 * defines are filled in (a char array from a string, a struct member by
 * its own translator); the others are zero.
 */
#pragma D option quiet

struct pair {
	long hi;
	long lo;
};

struct out {
	int num;
	char name[8];
	struct pair p;
	long missing;
};

translator struct pair < uint64_t v >
{
	hi = v / 1000;
	lo = v % 1000;
};

translator struct out < int i >
{
	num = i;
	name = "seven";
	p = xlate <struct pair> (i * 1001);
};

BEGIN
{
	trace(xlate <struct out> (7));
	printf("\n");
	print(xlate <struct out *> (7));
	this->o = xlate <struct out *> (7);
	printf("%d %s %d %d %d\n", this->o->num, this->o->name, this->o->p.hi,
	    this->o->p.lo, this->o->missing);
	exit(0);
}
