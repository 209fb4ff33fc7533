/* A clause speculates once. */
#pragma D option errtags
BEGIN { s = speculation(); t = speculation(); }
BEGIN
{
	speculate(s);
	speculate(t);
}
