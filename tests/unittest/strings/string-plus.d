/* string + n is the string from its n-th character, as in DTrace. */
#pragma D option quiet

BEGIN
{
	s = "tracing";
	printf("[%s] [%s] %d\n", s + 2, s + 7, s + 1 == "racing");
	exit(0);
}
