/*
 * Without -q, a committed record prints with the probe of the clause that
 * recorded it; a clause that only commits prints nothing.
 */
BEGIN
{
	self->s = speculation();
	printf("Speculation ID: %d", self->s);
}

BEGIN
{
	speculate(self->s);
	printf("Called speculate on id: %d", self->s);
}

BEGIN
{
	commit(self->s);
}

BEGIN
{
	printf("Successfully committed");
	exit(0);
}
