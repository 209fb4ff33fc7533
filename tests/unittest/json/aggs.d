/*
 * -x json: the aggregations printed at the end, a line each, in the text
 * output's order: keys as numbers and strings, values as the text prints
 * them, histograms as the rows it draws.
 */
#pragma D option quiet

BEGIN
{
	@count["b", 2] = count();
	@count["b", 2] = count();
	@count["a", 1] = count();
	@sum[(char)1] = sum(10);
	@sum[(char)2] = sum(-4);
	@avg[(short)7] = avg(3);
	@avg[(short)7] = avg(6);
	@min[-1] = min(5);
	@min[-1] = min(-2);
	@max[1L] = max(5);
	@max[1L] = max(9);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(9);
	@norm = sum(1000);
	normalize(@norm, 10);
	@q = quantize(0);
	@q = quantize(5);
	@q = quantize(5);
	@q = quantize(-3);
	@l = lquantize(-5, 0, 10, 2);
	@l = lquantize(3, 0, 10, 2);
	@l = lquantize(12, 0, 10, 2);
	@ll = llquantize(0, 10, 0, 2, 10);
	@ll = llquantize(55, 10, 0, 2, 10);
	@ll = llquantize(5000, 10, 0, 2, 10);
	exit(0);
}
