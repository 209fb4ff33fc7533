/*
 * Nested translations read member by member evaluate the outer operand
 * once: a member whose translation reads another translator's member
 * over the input, and a member translated to a struct by another xlate
 * (read as .p.hi, as procfs.d's pr_start.tv_sec).
 */
#pragma D option quiet

struct pair {
	long hi;
	long lo;
};

struct out {
	long sum;
	long deep;
	struct pair p;
};

translator struct pair < long v >
{
	hi = v * 2 + v;
	lo = v - 1;
};

translator struct out < long v >
{
	sum = xlate <struct pair> (v).hi + v;
	deep = xlate <struct pair> (v + xlate <struct pair> (v).lo).hi + v;
	p = xlate <struct pair> (v * 10 + v);
};

BEGIN
{
	self->n = 1;
	printf("sum %d", xlate <struct out> (self->n++).sum);
	printf(" n %d\n", self->n);
	printf("deep %d", xlate <struct out> (self->n++).deep);
	printf(" n %d\n", self->n);
	printf("p.hi %d", xlate <struct out> (self->n++).p.hi);
	printf(" n %d\n", self->n);
	printf("p.lo %d", xlate <struct out *> (self->n++)->p.lo);
	printf(" n %d\n", self->n);
	printf("pair %d", xlate <struct pair> (
	    xlate <struct out> (self->n++).sum).hi);
	printf(" n %d\n", self->n);
	exit(0);
}
