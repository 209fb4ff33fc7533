/* Pointer arithmetic scales by the pointee's size. */
#pragma D option quiet

BEGIN
{
	p = (int *)0x1000;
	q = p + 3;
	printf("%x %d %x\n", (uintptr_t)q, q - p, (uintptr_t)((char *)p + 3));
	l = (long *)0x1000;
	l++;
	printf("%x %d\n", (uintptr_t)l, p == (int *)0x1000);
	exit(0);
}
