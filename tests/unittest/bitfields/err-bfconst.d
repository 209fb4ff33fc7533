/* A named bit-field's width is a positive constant (D_DECL_BFCONST). */
#pragma D option quiet

struct bitRecord {
	int a : 0;
} var;

BEGIN
{
	exit(0);
}
