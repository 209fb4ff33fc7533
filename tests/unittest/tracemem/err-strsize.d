/* tracemem(): strsize, refused with DTrace's message. */
BEGIN
{
	tracemem(123, "i'm a string");
}
