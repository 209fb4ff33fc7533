/* A raw tracepoint's argument is a kernel pointer: sched_process_exec's
   first is the task (struct task_struct *p, pid_t old_pid, ...). */
#pragma D option quiet

rawtp:sched::sched_process_exec
/execname == "true"/
{
	p = (struct task_struct *)arg0;
	printf("%d %d %s\n", p == curthread, p->pid == tid, p->comm);
	exit(0);
}
