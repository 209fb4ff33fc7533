/* A fixed-count subroutine with an argument too many: DTrace's message. */
BEGIN
{
	trace(strlen("a", "b"));
}
