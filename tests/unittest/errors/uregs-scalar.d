/* uregs is an array: it is not a value without an index */
BEGIN
{
	trace(uregs);
	exit(1);
}
