/* A string parameter given an integer: DTrace's message. */
BEGIN
{
	trace(substr(10, 1));
}
