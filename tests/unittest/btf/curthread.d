/* curthread is the running thread's struct task_struct, read from kernel
   memory member by member: compared with the built-ins, which come from
   BPF helpers, so the output does not depend on the process. */
#pragma D option quiet

BEGIN
{
	printf("pid %d tgid %d\n", curthread->pid == tid, curthread->tgid == pid);
	printf("ppid %d\n", curthread->real_parent->tgid == ppid);
	printf("leader %d\n", curthread->group_leader->pid == pid);
	printf("deref %d\n", (*curthread).pid == tid);
	printf("comm %d %d\n", curthread->comm == execname,
	    stringof(curthread->comm) == execname);
	printf("comm[0] %c\n", curthread->comm[0]);
	printf("[%s]\n", curthread->comm);
	trace(curthread->comm);
	printf("\n");
	exit(0);
}
