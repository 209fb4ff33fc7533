/* tracemem(): zerosize, refused with DTrace's message. */
BEGIN
{
	tracemem(arg0, 0);
}
