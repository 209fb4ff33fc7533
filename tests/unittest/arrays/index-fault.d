/*
 * A run-time index outside a D array is DTrace's "index out of bounds"
 * fault (DTRACEFLT_BADINDEX, 11) with the index, signed: the clause stops
 * before it reads or writes, ERROR fires, and tracing goes on.
 */
#pragma D option quiet

int a[5];

BEGIN
{
	i = 8;
	a[i] = 12345678;
	printf("not reached\n");
}

BEGIN
{
	i = -1;
	trace(a[i]);
	printf("not reached\n");
}

BEGIN
{
	i = 4;
	a[i] = 3;
	printf("a[4] %d\n", a[i]);
	exit(0);
}

ERROR
{
	printf("fault %d value %d\n", arg4, arg5);
}
