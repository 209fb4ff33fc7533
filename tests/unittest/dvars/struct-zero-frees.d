/*
 * Storing 0 into a struct self-> variable or associative array element
 * frees its entry, making room for another (Oracle's
 * tst.store_zero_deletes_struct.d, with sizes for our entries: every
 * entry has the largest key, 24 bytes for a[int], and an 8-byte value,
 * so 192 bytes hold three of each, and no store is a drop).
 */
#pragma D option quiet
#pragma D option dynvarsize=192

this struct {
	int a;
} val;

BEGIN
{
	this->val.a = 1; self->a = this->val; a[1] = this->val;
	this->val.a = 2; self->b = this->val; a[2] = this->val;
	this->val.a = 3; self->c = this->val; a[3] = this->val;
	self->a = 0;
	a[1] = 0;
	this->val.a = 4; self->d = this->val; a[4] = this->val;
	printf("%d%d%d %d%d%d\n", self->b.a, self->c.a, self->d.a,
	    a[2].a, a[3].a, a[4].a);
	exit(0);
}

ERROR
{
	exit(1);
}
