/*
 * A global int array indexed by run-time values: every element in range
 * is written and read back through a variable index, also one computed
 * from a probe argument (arg0 % 4 of BEGIN is 0).
 */
#pragma D option quiet

int a[4];

BEGIN
{
	i = 0;
	a[i] = 10;
	i = 1;
	a[i] = 11;
	i = 2;
	a[i] = 12;
	i = 3;
	a[i] = 13;
	a[arg0 % 4] += 100;
	j = 3;
	printf("%d %d %d %d\n", a[j - 3], a[j - 2], a[j - 1], a[j]);
	printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
	exit(0);
}
