/*
 * void * += integer: a pointer to void has no element size, so DTrace
 * refuses it as it refuses an integer on the left (D_OP_VFPTR).
 */
void *p;

BEGIN
{
	p += 1;
	exit(1);
}
