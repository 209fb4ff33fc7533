/* ERROR fires in the faulting probe's context with the fault in
   arg1..arg5; the default message is still printed; later clauses run. */
#pragma D option quiet

BEGIN
{
	x = *(int *)16;
}

ERROR
{
	printf("%s: epid %d clause %d fault %d addr %d\n", probename, arg1,
	    arg2, arg4, arg5);
}

BEGIN
{
	printf("%s continues\n", probename);
	exit(0);
}
