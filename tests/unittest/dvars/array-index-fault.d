/*
 * A run-time index outside the array held by a self-> variable or an
 * associative array is the "index out of bounds" fault with the index:
 * the clause stops before it reads or writes, so a store out of range
 * does not make the variable.
 */
#pragma D option quiet

self int a[3];
int aa[int][2];

BEGIN
{
	i = 3;
	self->a[i] = 1;
	printf("not reached\n");
}

BEGIN
{
	i = -2;
	trace(aa[5][i]);
	printf("not reached\n");
}

BEGIN
{
	i = 2;
	self->a[i] = 9;
	printf("a[2] %d\n", self->a[i]);
	exit(0);
}

ERROR
{
	printf("fault %d value %d\n", arg4, arg5);
}
