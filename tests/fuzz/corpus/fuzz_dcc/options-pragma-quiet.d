#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("%s|\n", "abcdefghijklmnopqrstuvwxyz");
	exit(0);
}
