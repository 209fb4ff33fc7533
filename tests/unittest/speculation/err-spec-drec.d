/* speculate() must come before the clause's data-recording actions. */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	printf("Entering\n");
	speculate(s);
	printf("in speculation\n");
}
