/*
 * The operand of xlate evaluated once for a member read alone, wherever
 * the member is read: printf() arguments (each its own xlate, evaluated
 * in order), a predicate, an aggregation key and value, a comparison.
 */
#pragma D option quiet

struct out {
	long one;
	long two;
	long three;
};

translator struct out < long v >
{
	one = v;
	two = v + v;
	three = v * 100 + v * 10 + v;
};

BEGIN
{
	self->n = 1;
	printf("%d %d %d\n", xlate <struct out> (self->n++).two,
	    xlate <struct out> (self->n++).three,
	    xlate <struct out> (self->n++).one);
	printf("n %d\n", self->n);
}

BEGIN
/xlate <struct out> (self->n++).two == 8/
{
	printf("predicate true, n %d\n", self->n);
}

BEGIN
/xlate <struct out> (self->n++).three == 0/
{
	printf("not reached\n");
}

BEGIN
{
	printf("predicate false, n %d\n", self->n);
	@k[xlate <struct out> (self->n++).three] = count();
	@k[xlate <struct out> (self->n++).three] = count();
	@v = sum(xlate <struct out> (self->n++).two);
	printf("n %d\n", self->n);
	printf("%d\n", xlate <struct out> (self->n++).two ==
	    2 * (self->n - 1));
	printf("n %d\n", self->n);
	exit(0);
}

END
{
	printa("key %d %@d\n", @k);
	printa("sum %@d\n", @v);
}
