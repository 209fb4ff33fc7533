/*
 * In + and -, an array is a pointer to its first element, as in C and
 * DTrace: a + 1 is &a[1] (and 1 + a), (a + 2) - a counts elements, for
 * a global array, a struct's array member at a run-time offset and a
 * kernel char array (curthread->comm + 1 is the name from its second
 * character).
 */
#pragma D option quiet

int a[3];
struct rec {
	int v[3];
} g;

BEGIN
{
	a[1] = 4;
	a[2] = 6;
	i = 2;
	g.v[2] = 5;
	printf("%d %d %d %d\n", *(a + 1), *(1 + a), (a + 2) - a, *(a + i));
	printf("%d %d\n", *(g.v + i), a + 1 == &a[1]);
	printf("%d\n", stringof(curthread->comm + 1) ==
	    substr(execname, 1));
	exit(0);
}
