BEGIN
{
	trace(sizeof(struct no_such_module`task_struct));
}
