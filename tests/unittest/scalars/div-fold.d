/*
 * Constant division and remainder are folded by C's rules: truncation
 * toward zero for signed operands, and the one signed overflow
 * (INT64_MIN / -1) wrapping.  The run-time code divides the same way,
 * but its signed remainder takes the quotient's sign, as Oracle's DTrace
 * computes it (7 % -2 is -1 there, 1 folded): types/signed-mod.
 */
#pragma D option quiet

BEGIN
{
	a = -7;
	printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
	printf("%d %d %d %d\n", a / 2, a % 2, 7 / (a + 5), 7 % (a + 5));
	printf("%d\n", 0xffffffffffffffff / 16);
	printf("%d\n", (-9223372036854775807 - 1) / -1);
	exit(0);
}
