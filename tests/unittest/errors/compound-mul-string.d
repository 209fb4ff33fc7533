/* *= and /= take arithmetic operands (D_OP_ARITH), named as written. */
BEGIN
{
	x = 2;
	x *= "two";
	exit(1);
}
