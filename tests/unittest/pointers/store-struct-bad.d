/*
 * A struct copy faults like any store or load: into memory that is not
 * this clause's alloca()s (kernel memory, here an address near NULL), and
 * from an address that cannot be read.
 */
#pragma D option quiet

struct pair {
	long a, b;
} *p, *q;

BEGIN
{
	p = alloca(sizeof(struct pair));
	q = (struct pair *)16;
	*q = *p;
}

BEGIN
{
	p = alloca(sizeof(struct pair));
	q = (struct pair *)32;
	*p = *q;
}

BEGIN
{
	exit(0);
}
