/* nor an aggregation. */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	@c = count();
	commit(s);
}
