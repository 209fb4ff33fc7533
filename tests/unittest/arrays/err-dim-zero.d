/* An array of no elements cannot be declared (D_DECL_ARRSUB). */
self int z[0];

BEGIN
{
	exit(0);
}
