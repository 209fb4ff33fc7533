/*
 * A syntax error at a name new to the program: DTrace's lexer read on
 * past it to decide between a type and a variable, and its message
 * quotes the rest of the line, the tab after the name as a space.
 */
BEGIN
{
	trace(1 newname	+ 2);
}
