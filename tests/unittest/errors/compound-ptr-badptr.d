/*
 * A pointer += a pointer to another type: D_OP_INCOMPAT, naming +=.
 */
int *p;

BEGIN
{
	p += curthread;
	exit(1);
}
