/* A kernel struct pointer that is not valid faults at the member's
   address, through the run-time fault path. */
#pragma D option quiet

BEGIN
{
	t = (struct task_struct *)arg0;
	printf("%d\n", t->pid);
}

BEGIN
{
	exit(0);
}
