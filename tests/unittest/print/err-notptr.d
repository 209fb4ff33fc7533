/* print(): notptr, refused with DTrace's message. */
BEGIN
{
	print(1);
}
