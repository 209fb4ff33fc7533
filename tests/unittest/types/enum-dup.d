/*
 * An enumerator named twice in one enum is DTrace's D_DECL_IDRED, at the
 * line the parser is on when it takes the second one (it reads one token
 * ahead: here the closing brace).
 */
enum sizes {
	SMALL = 1,
	SMALL = 2
};

BEGIN
{
	exit(0);
}
