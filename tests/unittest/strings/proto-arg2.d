/* An integer parameter given a string. */
BEGIN
{
	trace(substr("abc", "1"));
}
