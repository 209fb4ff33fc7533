/* exit() lets the rest of its own clause run, but the clauses after it
   in the same firing do not (DTrace checks the activity state before
   each clause); END still runs. */
#pragma D option quiet

BEGIN
{
	printf("begin 1\n");
	exit(3);
	printf("begin 1, after exit()\n");
}

BEGIN
{
	printf("begin 2: should not be seen\n");
}

END
{
	printf("end\n");
}
