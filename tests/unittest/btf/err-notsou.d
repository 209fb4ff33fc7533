BEGIN
{
	trace(curthread->stack->x);
}
