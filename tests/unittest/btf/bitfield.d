/* Bit-fields of kernel structs: in_execve is 1 while the kernel runs an
   exec (sched_process_exec fires then); its neighbours in the same word
   are 0 for an ordinary process. */
#pragma D option quiet

sdt:sched::sched_process_exec
/execname == "true"/
{
	printf("%d %d %d\n", curthread->in_execve, curthread->in_iowait,
	    curthread->sched_reset_on_fork);
	exit(0);
}
