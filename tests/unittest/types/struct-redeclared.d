/*
 * A struct defined twice in one program: D_DECL_TYPERED at the line of
 * the second definition's opening brace, where DTrace declares the tag.
 * A union may reuse the tag: tags of each kind are apart.
 */
struct s { int a; };
union s { int b; };

struct s
{
	int c;
};
