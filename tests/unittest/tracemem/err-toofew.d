/* tracemem(): toofew, refused with DTrace's message. */
BEGIN
{
	tracemem(arg0);
}
