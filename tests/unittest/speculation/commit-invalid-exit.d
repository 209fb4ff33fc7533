/* commit() of an ID beyond nspec faults; the ERROR clause's exit(1)
   stops the clauses that follow in the same firing, as in DTrace:
   nothing more is traced, and dtrace exits 1. */
#pragma D option quiet
#pragma D option nspec=8

BEGIN
{
	self->i = 0;
}

BEGIN
{
	commit(1024);
}

BEGIN
{
	trace("This should not be seen");
}

BEGIN
{
	exit(0);
}

ERROR
{
	exit(1);
}
