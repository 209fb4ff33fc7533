/* An aggregation may not follow commit(). */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	commit(s);
	@a[probefunc] = sum(1);
}
