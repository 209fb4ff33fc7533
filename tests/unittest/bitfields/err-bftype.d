/* Only an integer type can be a bit-field's (D_DECL_BFTYPE). */
#pragma D option quiet

struct bits {
	char *p : 1;
} xyz;

BEGIN
{
	exit(0);
}
