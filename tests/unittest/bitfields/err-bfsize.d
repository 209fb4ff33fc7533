/* A bit-field may be no wider than its type (DTrace's D_DECL_BFSIZE). */
#pragma D option quiet

struct bitRecord1 {
	char a : 10;
} var1;

BEGIN
{
	exit(0);
}
