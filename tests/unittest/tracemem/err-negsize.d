/* tracemem(): negsize, refused with DTrace's message. */
BEGIN
{
	tracemem(arg0, -10);
}
