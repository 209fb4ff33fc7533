BEGIN
{
	@a = count();
	trace(&@a);
}
