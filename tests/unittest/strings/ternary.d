#pragma D option quiet

BEGIN
{
	x = 3;
	printf("%s %s\n", x > 2 ? "big" : "small", x > 5 ? "big" : "small");
	exit(0);
}
