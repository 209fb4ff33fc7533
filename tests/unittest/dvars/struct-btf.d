/*
 * A kernel struct from BTF in a self-> variable and in an associative
 * array: the copy holds the task's members (Oracle's tvar/tst.struct.d).
 */
#pragma D option quiet

self struct task_struct tsk;
struct task_struct tasks[int];

BEGIN
{
	self->tsk = *curthread;
	tasks[0] = *curthread;
	printf("%d %d\n", self->tsk.pid == pid, tasks[0].tgid == pid);
	printf("%s\n", stringof(tasks[0].comm) == execname ? "comm" : "?");
	exit(0);
}
