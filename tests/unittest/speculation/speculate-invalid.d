/* speculate() of an ID that is no speculation records nothing. */
BEGIN
{
	speculate(-1);
	trace("not recorded");
}

BEGIN
{
	speculate(2);
	trace("not recorded either");
}

BEGIN
{
	exit(0);
}
