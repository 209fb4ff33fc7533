/* An optional argument: "at most" when too many are passed. */
BEGIN
{
	trace(index("abc", "b", 0, 1));
}
