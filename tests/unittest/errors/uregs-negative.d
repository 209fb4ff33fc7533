/* a negative index is out of range */
BEGIN
{
	trace(uregs[-1]);
	exit(1);
}
