/*
 * A kernel array declared without a size (mm_struct's flexible
 * cpu_bitmap[]) has no bounds to check: a run-time index reads it.
 */
#pragma D option quiet

BEGIN
{
	i = pid - pid;
	x = curthread->mm->cpu_bitmap[i];
	printf("read\n");
	exit(0);
}

ERROR
{
	printf("unexpected error\n");
	exit(1);
}
