/*
 * A store through a constant index outside a declared array is refused
 * at compile time too; a folded constant expression counts as constant.
 */
int a[5];

BEGIN
{
	a[2 + 4] = 1;
	exit(0);
}
