/* Eight keys, as many as DTrace's tuple registers, for global and self-> */
#pragma D option quiet

BEGIN
{
	g[1, 2, 3, 4, 5, 6, 7, "eight"] = 36;
	self->t[8, 7, 6, 5, 4, 3, 2, 1] = 64;
	printf("%d %d\n", g[1, 2, 3, 4, 5, 6, 7, "eight"],
	    self->t[8, 7, 6, 5, 4, 3, 2, 1]);
	exit(0);
}
