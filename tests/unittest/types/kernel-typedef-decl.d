/*
 * A kernel type's name declares variables, as D's own types do: a global
 * (__u8 c;), a thread-local pointer (self __u32 *p;) and a clause-local
 * of the kernel's bool, whose values are 0 and 1 as _Bool's are.
 */
#pragma D option quiet

__u8 c;
self __u32 *p;
this bool done;

BEGIN
{
	c = 300;
	this->done = 7;
	printf("c = %d, sizeof (c) = %d\n", c, sizeof (c));
	printf("this->done = %d, (bool)0 = %d, (bool)7 = %d\n", this->done,
	    (bool)0, (bool)7);
	printf("sizeof (*self->p) = %d\n", sizeof (*self->p));
	exit(0);
}
