/* commit() may not follow a data-recording action. */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	printf("first\n");
	commit(s);
}
