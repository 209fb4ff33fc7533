/*
 * An enum given enumerators twice is DTrace's D_DECL_TYPERED "type
 * redeclared: enum e", at the second definition's opening brace.
 */
enum e { X };

enum e
{
	Y
};

BEGIN
{
	exit(0);
}
