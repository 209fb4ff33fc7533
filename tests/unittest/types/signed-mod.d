/* Signed % of variables as Oracle's DTrace computes it: the magnitudes'
   remainder takes the sign of the quotient (negative where exactly one
   operand is), as / does; C gives the dividend's sign.  Constants are
   folded by C's rule, as DTrace folds them. */
#pragma D option quiet

BEGIN
{
	x = 19; y = 5;
	printf("%d %d %d %d\n", x / y, x / -y, -x / y, -x / -y);
	printf("%d %d %d %d\n", x % y, x % -y, -x % y, -x % -y);
	z = -19; z %= 5;
	printf("%d %d\n", z, -19 % 5);
	exit(0);
}
