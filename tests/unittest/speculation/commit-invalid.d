/* commit() of an ID beyond nspec is an illegal operation. */
BEGIN
{
	commit(-1);
}

BEGIN
{
	exit(0);
}
