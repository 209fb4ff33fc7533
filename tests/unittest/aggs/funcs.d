/* Every scalar aggregating function, keyed and not, printed at the end in
   DTrace's format: keys then the value, sorted by value. */
#pragma D option quiet

BEGIN
{
	@count = count();
	@sum["x"] = sum(5);
	@sum["y"] = sum(3);
	@sum["x"] = sum(-1);
	@avg[1, "a"] = avg(4);
	@avg[1, "a"] = avg(7);
	@min = min(3);
	@min = min(-2);
	@max = max(-7);
	@max = max(-9);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(9);
	exit(0);
}
