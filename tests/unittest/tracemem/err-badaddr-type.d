/* tracemem(): badaddr-type, refused with DTrace's message. */
BEGIN
{
	tracemem("abc", 8);
}
