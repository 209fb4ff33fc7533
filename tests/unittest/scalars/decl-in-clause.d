/*
 * D declares variables at the top level only: a declaration inside a
 * clause, with or without an initializer, is a syntax error at its type.
 */
BEGIN
{
	long n = 5;
	exit(0);
}
