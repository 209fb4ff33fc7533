/*
 * An array assigns only to a pointer to its element type (or void *):
 * an int array is no long *, as DTrace's pointer compatibility says.
 */
long *lp;
int a[2];

BEGIN
{
	lp = a;
	exit(0);
}
