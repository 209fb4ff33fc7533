BEGIN
{
	x = "str" + 1;
}
