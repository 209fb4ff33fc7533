BEGIN
{
	x = "str" * 2;
}
