/*
 * An integer += a pointer: DTrace asks for a left-hand pointer when the
 * operands are not both integers (D_OP_VFPTR), naming the operator +=.
 */
BEGIN
{
	x = 1;
	x += curthread;
	exit(1);
}
