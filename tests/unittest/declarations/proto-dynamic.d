/*
 * A function's parameter may not be an associative array (a dynamic
 * variable); DTrace names it and counts it from 1.
 */
int lookup(int id, string table[int]);

BEGIN
{
	exit(0);
}
