BEGIN
{
	@a = count();
	printa("%@d\n", @a, @nosuch);
}
