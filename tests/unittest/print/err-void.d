/* print(): void, refused with DTrace's message. */
BEGIN
{
	print((void *)arg0);
}
