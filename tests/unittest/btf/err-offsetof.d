BEGIN
{
	trace(offsetof(struct task_struct, in_execve));
}
