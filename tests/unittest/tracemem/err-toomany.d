/* tracemem(): toomany, refused with DTrace's message. */
BEGIN
{
	tracemem(1, 2, 3, 4);
}
