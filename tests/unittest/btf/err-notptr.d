BEGIN
{
	trace(curthread->pid->x);
}
