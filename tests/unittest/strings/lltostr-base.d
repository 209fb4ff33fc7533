/* lltostr() with a base outside 2..36 is an illegal operation. */
#pragma D option quiet

BEGIN
{
	x = 1;
	trace(lltostr(10, x));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
