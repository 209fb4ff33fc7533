/*
 * A char array compared with what is neither a string, a pointer to or
 * array of chars, nor the constant 0: DTrace's D_OP_INCOMPAT.
 */
struct rec {
	char name[16];
	int v[4];
};

struct rec r;

BEGIN
{
	trace(r.name == r.v);
}
