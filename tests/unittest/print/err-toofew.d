/* print(): toofew, refused with DTrace's message. */
BEGIN
{
	print();
}
