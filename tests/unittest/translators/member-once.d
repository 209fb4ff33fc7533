/*
 * A member of a translation read alone evaluates the operand of xlate
 * once, as DTrace binds the translator's input to one register before it
 * generates the member's expression: a side effect in the operand happens
 * once whether the member's translation names the input 0, 1, 2 or 3
 * times, and every use sees the same value; an operand that is an inline
 * too.
 */
#pragma D option quiet

struct out {
	long zero;
	long one;
	long two;
	long three;
};

translator struct out < long v >
{
	zero = 42;
	one = v;
	two = v + v;
	three = v * 100 + v * 10 + v;
};

inline long bump = self->n++;

BEGIN
{
	self->n = 1;
	printf("zero %d", xlate <struct out> (self->n++).zero);
	printf(" n %d\n", self->n);
	printf("one %d", xlate <struct out> (self->n++).one);
	printf(" n %d\n", self->n);
	printf("two %d", xlate <struct out> (self->n++).two);
	printf(" n %d\n", self->n);
	printf("three %d", xlate <struct out> (self->n++).three);
	printf(" n %d\n", self->n);
	printf("ptr %d", xlate <struct out *> (++self->n)->three);
	printf(" n %d\n", self->n);
	trace(xlate <struct out> (self->n++).two);
	printf(" n %d\n", self->n);
	this->v = xlate <struct out> (self->n += 2).three;
	printf("this %d n %d\n", this->v, self->n);
	printf("inline %d", xlate <struct out> (bump).two);
	printf(" n %d\n", self->n);
	exit(0);
}
