/* normalize(@a, n): from the consumer's reading of the record on, values
   print divided by n (the last normalize() wins; histograms divide their
   counts and keep their bars; avg and stddev divide sum and squares), in
   printa() with or without a format and at the end of tracing;
   denormalize(@a) prints them undivided again. */
#pragma D option quiet

BEGIN
{
	@bytes["read"] = sum(4096);
	@bytes["write"] = sum(1000);
	@calls = count();
	@calls = count();
	@calls = count();
	@calls = count();
	@calls = count();
	@avg = avg(100);
	@avg = avg(300);
	@sd = stddev(100);
	@sd = stddev(300);
	@max = max(999);
	@q = lquantize(2, 0, 4, 1, 40);
	@q = lquantize(3, 0, 4, 1, 20);

	normalize(@bytes, 3);
	normalize(@bytes, 1024);
	printa(@bytes);
	printa("%s: %@d KB\n", @bytes);
	denormalize(@bytes);
	printa("%s: %@d bytes\n", @bytes);

	normalize(@calls, 2);
	normalize(@avg, 10);
	normalize(@sd, 10);
	normalize(@max, 100);
	normalize(@q, 20);
	printa("calls %@d avg %@d\n", @calls, @avg);
	printa("stddev %@d max %@d\n", @sd, @max);
	printa(@q);
	@total = sum(700);
	exit(0);
}

END
{
	normalize(@total, 7);
}
