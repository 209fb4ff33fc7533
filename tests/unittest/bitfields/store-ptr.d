/*
 * Stores through a pointer to alloca()'d memory into bit-fields change
 * only the field's bits; a whole-word view of the same memory shows
 * DTrace's layout of a D struct (each bit-field at the bottom of the
 * smallest power of two bytes that holds it: lo at byte 0, mid at 2, sgn
 * at 4, hi at 5).  A bit-field store outside this clause's allocations
 * faults like any other store, at the field's byte.
 */
#pragma D option quiet

struct flags {
	unsigned int lo : 4;
	unsigned int mid : 12;
	int sgn : 8;
	unsigned int hi : 8;
} *p;

BEGIN
{
	p = alloca(8);
	this->w = (uint64_t *)p;
	*this->w = 0xffffffffffffffff;
	p->mid = 0x123;
	printf("%d %x\n", sizeof(struct flags), *this->w);
	p->lo = 0;
	p->sgn = -2;
	p->hi = 0x5a;
	printf("%x %d %x %x %d\n", *this->w, p->lo, p->mid, p->hi, p->sgn);
	p->mid |= 0xc00;
	p->sgn--;
	printf("%x %d %d\n", p->mid, p->sgn, p->lo++);
	printf("%d %x\n", p->lo, *this->w);
}

BEGIN
{
	q = (struct flags *)8;	/* not p: p holds alloca()'d pointers */
	q->hi = 1;
}

BEGIN
{
	exit(0);
}
