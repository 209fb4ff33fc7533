/* An optional argument: "at least" when too few are passed. */
BEGIN
{
	trace(substr("abc"));
}
