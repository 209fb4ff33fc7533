/*
 * A load through a pointer alloca() gave is checked against what the
 * clause allocated, as a store is: past the top, before the bottom,
 * across either edge, and through NULL, it faults with an invalid
 * address (the zeroes of unallocated scratch were read before); inside,
 * through a variable of any kind, a cast, p + i and a struct member, it
 * reads what was stored.  (A clause that faults traces nothing: its
 * good reads are in clauses of their own.)
 */
#pragma D option quiet

struct pair { int a; int b; };

ERROR
{
	printf("fault %d\n", arg4);
}

BEGIN
{
	s = (char *)alloca(15);
	s[14] = 'x';
	printf("top %c\n", s[14]);
}

BEGIN
{
	s = (char *)alloca(15);
	printf("past %d\n", s[16]);
}

BEGIN
{
	s = (char *)alloca(15);
	i = -1;
	printf("below %d\n", s[i]);
}

BEGIN
{
	this->p = (uint64_t *)((char *)alloca(16) + 12);
	printf("across %d\n", *this->p);
}

BEGIN
{
	self->q = (struct pair *)alloca(sizeof (struct pair));
	self->q->b = 7;
	printf("member %d\n", self->q->b);
}

BEGIN
{
	self->q = NULL;
	printf("null %d\n", self->q->a);
}

BEGIN
{
	a[1] = (int *)alloca(8);
	*(a[1] + 1) = 5;
	printf("assoc %d %d\n", a[1][1], *((int *)a[1] + 1));
	exit(0);
}
