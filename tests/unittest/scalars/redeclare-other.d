/*
 * Declared again with another type: DTrace's D_DECL_IDRED names both
 * declarations, the current one first.
 */
int total;
long total;

BEGIN
{
	exit(0);
}
