/*
 * Data speculated in BEGIN and committed in END prints in END's place,
 * under the BEGIN probe that recorded it.  The clause that only assigns
 * the speculation records nothing, as in DTrace.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	trace("from BEGIN");
}

BEGIN
{
	exit(0);
}

END
{
	trace("END first");
}

END
{
	commit(s);
}
