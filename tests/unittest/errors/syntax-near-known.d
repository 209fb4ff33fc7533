/*
 * A syntax error at a name DTrace knows without looking further (a
 * built-in variable, or one this program already assigned) quotes just
 * that name; at a new name, the rest of the line from it, the white
 * space after the name read back as spaces.
 */
BEGIN
{
	x = 1;
	trace(x timestamp);
}
