/* speculate() may not follow commit(). */
#pragma D option errtags
BEGIN { s = speculation(); t = speculation(); }
BEGIN
{
	commit(s);
	speculate(t);
}
