/* printa() of several aggregations: one line a tuple found in any of
   them, the i-th %@ the i-th aggregation's value (the last one's beyond),
   zero where an aggregation has no entry for the tuple; lines sorted by
   the first aggregation's value, then the next one's, then by tuple.
   Without a format each value prints as printa(@a) prints it. */
#pragma D option quiet

BEGIN
{
	@calls["read"] = count();
	@calls["read"] = count();
	@calls["write"] = count();
	@calls["close"] = count();
	@bytes["read"] = sum(100);
	@bytes["write"] = sum(300);
	@bytes["open"] = sum(50);
	@worst["write"] = max(7);
	@worst["mmap"] = max(-1);

	printa("%-6s %@4d %@2d %@2d %@d\n", @bytes, @calls, @worst);
	printa(@calls, @bytes);
	printa("%s %@d %@d\n", @bytes, @bytes);

	@t[1] = quantize(1);
	@u[2] = sum(5);
	printa("%d: %@d %@d\n", @t, @u);
	exit(0);
}
