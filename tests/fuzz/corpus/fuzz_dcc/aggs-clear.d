/* clear() zeroes every value of one aggregation, on every CPU, when the
   consumer reads its record: the keys stay and print as zeroes, and they
   count again from zero (here in END, which fires after the consumer has
   read everything before it: min() takes its first value again).  Other
   aggregations keep their values. */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(10);
	@a["y"] = sum(20);
	@b["x"] = count();
	@h = quantize(8);
	@m = min(-5);
	printa(@a);
	clear(@a);
	clear(@h);
	clear(@m);
	printa(@a);
	printa("%s %@d %@d\n", @a, @b);
	printa("%@d", @h);
	exit(0);
}

END
{
	@a["y"] = sum(5);
	@a["z"] = sum(1);
	@m = min(3);
	printa(@a);
	printa("min %@d\n", @m);
}
