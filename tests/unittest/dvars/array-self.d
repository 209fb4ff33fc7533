/*
 * Arrays as the values of self-> variables: elements written and read
 * in place at constant and run-time indices (the first store makes the
 * variable, zeroed), ++ and += on an element, elements never written
 * read as 0, an array of structs and a two-dimensional array, the whole
 * array traced as bytes, and another clause of the same thread sees the
 * same variable.
 */
#pragma D option quiet

struct pair {
	int a;
	long b;
};

self int a[4];
self short none[3];
self struct pair p[2];
self int m[2][3];

BEGIN
{
	i = 2;
	self->a[0] = 7;
	self->a[i] = 5;
	self->a[i]++;
	self->a[1] += 3;
	self->a[3] = self->a[0] * self->a[i];
	printf("%d %d %d %d\n", self->a[0], self->a[1], self->a[2],
	    self->a[3]);
	printf("%d %d\n", self->none[0], self->none[i]);
	self->p[1].a = 11;
	self->p[1].b = 12;
	self->p[0].b = self->p[1].a + self->p[1].b;
	printf("%d %d %d %d\n", self->p[0].a, self->p[0].b, self->p[1].a,
	    self->p[1].b);
	self->m[1][i] = 42;
	self->m[0][1] = 41;
	printf("%d %d %d\n", self->m[0][1], self->m[1][2], self->m[1][0]);
	trace(self->a);
	printf("\n");
}

BEGIN
{
	printf("%d %d\n", self->a[3], self->m[1][2]);
	exit(0);
}
