/* exit() records its status: it may not follow commit() either. */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	commit(s);
	exit(0);
}
