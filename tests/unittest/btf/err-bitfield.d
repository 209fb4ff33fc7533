BEGIN
{
	trace(&curthread->in_execve);
}
