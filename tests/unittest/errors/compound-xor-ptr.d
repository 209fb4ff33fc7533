/* ^= of a pointer: integral operands only, the operator as written. */
BEGIN
{
	x = 2;
	x ^= curthread;
	exit(1);
}
