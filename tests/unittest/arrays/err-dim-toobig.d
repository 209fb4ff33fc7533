/* A dimension past 32 bits unsigned is too big (D_DECL_ARRBIG). */
int x[88294967295];

BEGIN
{
	exit(1);
}
