/* print(): toomany, refused with DTrace's message. */
BEGIN
{
	print((int *)arg0, 1);
}
