BEGIN
{
	a[0] = 1;
	trace(&a[0]);
}
