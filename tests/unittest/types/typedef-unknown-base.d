/*
 * typedef of a type that does not exist (Oracle's typedef/
 * err.D_SYNTAX.BadExistingTypedef): pint is taken for the declarator, so
 * new_int is a syntax error.  DTrace's lexer looked past new_int to
 * decide it is no type name, and its message quotes the rest of the
 * line from there.
 */

#pragma D option quiet

typedef pint new_int;

BEGIN
{
	exit(0);
}
