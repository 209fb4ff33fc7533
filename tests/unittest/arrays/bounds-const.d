/*
 * A constant index outside a declared array is refused when the script
 * is compiled (D_ARR_BOUNDS).
 */
int a[5];

BEGIN
{
	trace(a[5]);
	exit(0);
}
