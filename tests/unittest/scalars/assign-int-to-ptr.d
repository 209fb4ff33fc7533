/*
 * A variable that holds a pointer takes no integer but NULL, and one
 * that holds an integer no pointer, as in DTrace: D_OP_INCOMPAT.
 */

BEGIN
{
	x = curthread;
	x = NULL;
	x = pid;
}
