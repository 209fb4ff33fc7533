/*
 * A script that ends just after a name the lexer does not know: DTrace's
 * lexer reads on past the name to decide whether it is a type, finds the
 * end of the text, and reports "end-of-input" (hyphenated) at the last
 * line, after the trailing blank lines.
 */
BEGIN
{
	x = 1 + y

