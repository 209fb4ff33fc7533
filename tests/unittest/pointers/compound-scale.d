/*
 * p += n and p -= n count elements, as p + n does (DTrace scales the
 * integer by the element size for the compound operators too); p += q
 * with q a pointer to p's type adds the addresses as they are, and
 * p -= q leaves the count of elements between them.
 */
int *p, *q;

BEGIN
{
	p = (int *)16;
	p += 2;
	printf("%d\n", (long)p);
	self->l = (long *)8;
	self->l -= 1;
	printf("%d\n", (long)self->l);
	a[1] = (short *)10;
	a[1] += 3;
	printf("%d\n", (long)a[1]);
	q = (int *)4;
	p += q;
	printf("%d\n", (long)p);
	p = (int *)40;
	p -= q;
	printf("%d\n", (long)p);
	exit(0);
}
