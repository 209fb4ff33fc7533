/*
 * An array dimension is a positive integer constant (D_DECL_ARRSUB):
 * a negative one is refused, as 0 is.
 */
int a[-7];

BEGIN
{
	exit(0);
}
