/*
 * A struct copied into a self-> variable from a bad address faults with
 * "invalid address" and the address, as any read does; the variable is
 * not made.
 */
#pragma D option quiet

struct pair {
	int a;
	long b;
};

BEGIN
{
	self->s = *(struct pair *)64;
	printf("not reached\n");
}

ERROR
{
	printf("fault %d at %d; s.b = %d\n", arg4, arg5, self->s.b);
	exit(0);
}
