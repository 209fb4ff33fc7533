/*
 * A D array cast to a pointer is the address of its first element, as
 * in C and DTrace: (int *)a reads the elements through the pointer, at
 * constant and run-time indices, for every array storage D has (a
 * global, this->, self->, an associative array's array value, a struct
 * variable's array member, a char array) and for a kernel array member
 * read through a pointer (curthread->comm).  (void *) and a pointer to
 * another type are casts DTrace allows too.
 */
#pragma D option quiet

struct rec {
	int n;
	int v[3];
};

int g[4];
char name[8];
struct rec r;
this int t[3];
self int s[3];
int counts[string][3];

BEGIN
{
	i = 2;
	g[0] = 10; g[1] = 11; g[2] = 12; g[3] = 13;
	printf("global %d %d %d\n", ((int *)g)[0], ((int *)g)[i],
	    *((int *)g + 3));

	this->t[1] = 21;
	this->t[i] = 22;
	printf("this %d %d\n", ((int *)this->t)[1], ((int *)this->t)[i]);

	self->s[0] = 30;
	self->s[i] = 32;
	printf("self %d %d\n", ((int *)self->s)[0], ((int *)self->s)[i]);

	counts["x"][1] = 41;
	printf("assoc %d\n", ((int *)counts["x"])[1]);

	r.v[0] = 50;
	r.v[i] = 52;
	printf("member %d %d\n", ((int *)r.v)[0], ((int *)r.v)[i]);

	name = "dtrace";
	printf("char %c%c %s\n", ((char *)name)[0], ((char *)name)[i],
	    stringof((char *)name));

	printf("comm %d %d\n", stringof((char *)curthread->comm) == execname,
	    ((char *)curthread->comm)[0] == curthread->comm[0]);

	p = (void *)g;
	printf("void %d\n", *(int *)p);
	printf("long %d\n", ((long *)g)[0] == (11L << 32 | 10));
	printf("same %d %d\n", (int *)g == &g[0], (char *)r.v == (char *)&r.v[0]);
	exit(0);
}
