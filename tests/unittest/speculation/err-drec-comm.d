/* A data-recording action may not follow commit(). */
#pragma D option errtags
BEGIN { s = speculation(); }
BEGIN
{
	commit(s);
	trace(1);
}
