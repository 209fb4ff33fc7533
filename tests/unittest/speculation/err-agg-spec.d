/* An aggregation may not follow speculate(). */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	speculate(s);
	@a = count();
}
