/*
 * The string at a char * that points nowhere cannot be read: the
 * comparison stops the clause with DTrace's invalid address error, and
 * the next clause runs.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", (char *)8 == "x");
}

BEGIN
{
	printf("next\n");
	exit(0);
}
