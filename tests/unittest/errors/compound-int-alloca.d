/*
 * An integer -= a pointer (Oracle's funcs/err.D_OP_VFPTR.badop): the
 * operands are not both integers and the left is no pointer, so DTrace
 * asks for a left-hand scalar operand of known size (D_OP_VFPTR).
 */
int p;

BEGIN
{
	p = 1;
	p -= alloca(10);
	exit(1);
}
