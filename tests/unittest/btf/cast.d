/* An integer cast to a kernel struct pointer reads kernel memory through
   it; kernel typedefs (pid_t, u32) work in casts. */
#pragma D option quiet

BEGIN
{
	a = (uintptr_t)curthread;
	t = (struct task_struct *)a;
	printf("%d %d\n", t == curthread, t->pid == tid);
	printf("%d\n", ((vmlinux`struct task_struct *)a)->tgid == pid);
	printf("%d %d\n", (u8)257, (vmlinux`s8)255);
	printf("%s\n", t->comm);
	exit(0);
}
