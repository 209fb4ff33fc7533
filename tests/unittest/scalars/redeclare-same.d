/*
 * A variable declared again as the same kind with the same type is no
 * error in DTrace (two headers may declare one variable): globals,
 * self-> and this-> variables and associative arrays alike.
 */
#pragma D option quiet

int total;
int total;
self string name;
self string name;
this long scratch;
this long scratch;
long bytes[string, int];
long bytes[string, int];

BEGIN
{
	total = 2;
	bytes["r", 1] = 40;
	printf("%d %d\n", total, bytes["r", 1]);
	exit(0);
}
