/* <<= >>= %= &= |= ^= take integral operands (D_OP_INT), named as written. */
BEGIN
{
	x = 2;
	x <<= "two";
	exit(1);
}
