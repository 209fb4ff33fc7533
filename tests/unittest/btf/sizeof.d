/* sizeof and offsetof of kernel types, with and without the module. */
#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof(struct task_struct) > 0);
	printf("%d\n", sizeof(vmlinux`struct task_struct) ==
	    sizeof(struct task_struct));
	printf("%d\n", offsetof(struct task_struct, pid) > 0 &&
	    offsetof(struct task_struct, pid) < sizeof(struct task_struct));
	printf("%d %d %d\n", sizeof(u32), sizeof(vmlinux`u64), sizeof(u8 *));
	printf("%d %d\n", sizeof(struct list_head), sizeof(curthread->comm));
	printf("%d\n", sizeof(*curthread) == sizeof(struct task_struct));
	exit(0);
}
