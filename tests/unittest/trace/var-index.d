/*
 * Elements of a D array variable are assigned by a run-time index,
 * checked against the array's bounds: one past them faults (the clause
 * stops, "index out of bounds"), as nothing may be written past the
 * array.
 */
#pragma D option quiet

int a[4];
struct s { int x; } arr[3];

BEGIN
{
	i = 2;
	a[i] = 7;
	arr[i - 1].x = 5;
	trace(a[2]);
	trace(" ");
	trace(arr[1].x);
	trace("\n");
}

BEGIN
{
	j = 4;
	a[j] = 1;
}

BEGIN
{
	exit(0);
}
