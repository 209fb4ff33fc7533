/* tracemem(): nonconst, refused with DTrace's message. */
BEGIN
{
	tracemem(arg0, arg1);
}
