/*
 * A translation built whole evaluates the operand of xlate once, as
 * DTrace binds the translator's input to one register: a side effect in
 * it happens once, and every member sees the same value, however many
 * members read the input (nested translations too).
 */
#pragma D option quiet

struct pair {
	long hi;
	long lo;
};

struct out {
	long a;
	long b;
	long twice;
	struct pair p;
};

translator struct pair < long v >
{
	hi = v;
	lo = v + 1;
};

translator struct out < long v >
{
	a = v;
	b = v * 10;
	twice = v + v;
	p = xlate <struct pair> (v * 100);
};

BEGIN
{
	self->n = 1;
	s = xlate <struct out> (self->n++);
	printf("n %d: %d %d %d %d %d\n", self->n, s.a, s.b, s.twice, s.p.hi,
	    s.p.lo);
	this->s = xlate <struct out> (++self->n);
	printf("n %d: %d %d %d %d %d\n", self->n, this->s.a, this->s.b,
	    this->s.twice, this->s.p.hi, this->s.p.lo);
	this->p = xlate <struct out *> (self->n++);
	printf("n %d: %d %d %d\n", self->n, this->p->a, this->p->b,
	    this->p->p.lo);
	trace(xlate <struct out> (self->n++).b);
	printf(" n %d\n", self->n);
	exit(0);
}
