/* Division by zero stops the clause with DTrace's message; the next
   clause still runs. */
#pragma D option quiet

BEGIN
{
	x = 0;
	y = 10 / x;
	printf("not reached\n");
}

BEGIN
{
	printf("y is %d\n", y);
	exit(0);
}
