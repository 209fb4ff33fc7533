/*
 * A kernel array's size comes from BTF: comm[] holds TASK_COMM_LEN (16)
 * chars, so a constant index of 256 is refused at compile time.
 */
BEGIN
{
	trace(curthread->comm[256]);
	exit(0);
}
