/* lltostr(): base 10 with a sign, base 16 with 0x, base 8 with a 0. */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(0), lltostr(-1234),
	    lltostr(9223372036854775807), lltostr(-9223372036854775807 - 1));
	printf("[%s] [%s] [%s] [%s] [%s]\n", lltostr(255, 16),
	    lltostr(0, 16), lltostr(8, 8), lltostr(0, 8), lltostr(5, 2));
	printf("[%s] [%s]\n", lltostr(35, 36), lltostr(-1, 16));
	exit(0);
}
