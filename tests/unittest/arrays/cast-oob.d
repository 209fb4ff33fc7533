/*
 * Through a D array cast to a pointer, reads are not bounds-checked, as
 * DTrace's "out-of-bounds array dereferences work (as long as you
 * cast)": past a struct's array member they read the next member, past
 * a global array or a kernel array (curthread->comm) whatever memory
 * follows.  Memory that is not there is an invalid address, as through
 * any pointer: the clause stops with DTrace's error and the next runs.
 */
#pragma D option quiet

struct rec {
	int a[2];
	int b;
} r;
int g[5];

BEGIN
{
	r.b = 7;
	i = 2;
	printf("%d %d %d\n", ((int *)r.a)[2], ((int *)r.a)[i],
	    ((char *)r.a)[8]);
	x = ((int *)g)[10];
	y = ((char *)curthread->comm)[32];
	printf("read past g and comm\n");
}

BEGIN
{
	j = 1LL << 60;
	printf("%d\n", ((int *)g)[j]);
}

BEGIN
{
	exit(0);
}
