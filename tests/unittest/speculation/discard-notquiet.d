/*
 * Without -q, a discarded record prints nothing, nor does the clause that
 * only discards.
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
	discard(self->s);
}

BEGIN
{
	printf("Successfully discarded");
	exit(0);
}
