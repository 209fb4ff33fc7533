/* A scalar declared again as an associative array: D_DECL_IDRED. */
int seen;
int seen[string];

BEGIN
{
	exit(0);
}
