/* print() of pointers to an int, a pointer and an array's element. */
#pragma D option quiet

int a[3];
void *b[2];

BEGIN
{
	a[1] = -5;
	b[0] = (void *)0x1234;
	print(&a[1]);
	print(&b[0]);
	exit(0);
}
