/*
 * A script that ends after an operator: the grammar, not the lexer, finds
 * the end, and says "end of input" (no hyphens), at the last line.
 */
BEGIN
{
	x = 1 +
