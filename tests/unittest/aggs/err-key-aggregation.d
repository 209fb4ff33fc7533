/* An aggregation is no key: DTrace's D_KEY_TYPE, which names it, as
   every value DTrace types as dynamic, a dynamic variable. */
#pragma D option errtags

BEGIN
{
	@a = count();
	@b[1, @a] = count();
}
