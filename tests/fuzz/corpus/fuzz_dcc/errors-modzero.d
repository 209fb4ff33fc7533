#pragma D option quiet

BEGIN
{
	x = 0;
	printf("%d\n", 7 % x);
}

BEGIN
{
	exit(0);
}
