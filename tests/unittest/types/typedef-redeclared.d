/*
 * A typedef name is declared once: a second typedef of it, even to the
 * same type, is DTrace's D_DECL_IDRED, at the second one's line.
 */
typedef long count_t;

BEGIN
{
	exit(0);
}

typedef long count_t;
