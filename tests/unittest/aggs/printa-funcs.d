/* printa() with a format: %@ takes the aggregation's value, typed as
   DTrace types it (count() unsigned, the others int64_t), with the
   conversion's flags and width; a histogram prints whole whatever the
   conversion, and the format goes on after it. */
#pragma D option quiet

BEGIN
{
	@count = count();
	@count = count();
	@count = count();
	@sum = sum(-7);
	@avg = avg(3);
	@avg = avg(8);
	@min = min(4);
	@min = min(-2);
	@max = max(4);
	@max = max(-2);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(9);
	@q = quantize(3);
	@q = quantize(3);
	@q = quantize(70);
	@lq = lquantize(5, 0, 10, 5);
	@llq = llquantize(42, 10, 0, 2, 10);

	printa("count [%@d] [%@5u] [%@-5x] [%@05d]\n", @count);
	printa("sum [%@d] [%@x] [%@+d]\n", @sum);
	printa("avg [%@d]\n", @avg);
	printa("min [%@d]\n", @min);
	printa("max [%@d]\n", @max);
	printa("stddev [%@u]\n", @sd);
	printa("quantize [%@d]\n", @q);
	printa("lquantize [%@10d]\n", @lq);
	printa("llquantize [%@x]\n", @llq);
	exit(0);
}
