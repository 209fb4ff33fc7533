/*
 * A constant divisor of 0 is refused when the script is compiled, as
 * DTrace does, also where it is folded from an expression.
 */

BEGIN
{
	c = 123 / ((7 - 7) * 999);
	exit(0);
}
