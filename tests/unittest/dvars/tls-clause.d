/*
 * A clause keeps the thread's self-> storage after its first access
 * (dt_tls.c): reads before the first store of a thread, a store that
 * makes the storage, accesses in only one arm of a conditional, steps,
 * and an ERROR clause run inside the faulting clause all see the values
 * the variables hold.
 */
#pragma D option quiet

self int a, b, c, e;

BEGIN
/self->a == 0/
{
	printf("a %d before any store\n", self->a);
	self->a = 1;
	printf("a %d after the first\n", self->a);
}

BEGIN
/self->b == 0/
{
	self->b = self->a + 1;
	printf("b %d\n", self->b);
}

BEGIN
{
	x = 1;
	self->c = x > 0 ? self->b * 10 : self->a;
	y = x < 0 ? self->a : 5;
	printf("c %d y %d\n", self->c, y);
}

BEGIN
{
	self->a++;
	self->a += 2;
	printf("a %d\n", self->a);
}

ERROR
{
	printf("error, a %d\n", self->a);
	self->e = 7;
}

BEGIN
{
	printf("e %d\n", self->e);
	x = *(int *)0;
	printf("not reached\n");
}

BEGIN
{
	printf("e %d\n", self->e);
	self->a = 0;
	printf("a %d, b %d\n", self->a, self->b);
	exit(0);
}
