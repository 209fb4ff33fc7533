/*
 * A kernel array reached through a pointer (task_struct's comm[16]) with
 * a run-time index: in range it reads the element, out of range it is
 * the "index out of bounds" fault, as for D arrays.  BEGIN fires in
 * dtrace itself.
 */
#pragma D option quiet

BEGIN
{
	i = 0;
	printf("%c%c%c\n", curthread->comm[i], curthread->comm[i + 1],
	    curthread->comm[i + 5]);
}

BEGIN
{
	i = 16;
	trace(curthread->comm[i]);
}

BEGIN
{
	exit(0);
}
