/*
 * Constant division and remainder are folded as the run-time code
 * computes them: C's truncation toward zero for signed operands, and
 * the one signed overflow (INT64_MIN / -1) wrapping.
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
