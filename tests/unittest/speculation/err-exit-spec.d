/* exit() may not follow speculate(). */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	speculate(s);
	printf("speculated\n");
	exit(0);
}
