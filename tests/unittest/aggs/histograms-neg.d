/* Histograms with values below zero, negative increments and empty
   buckets: lquantize() below its base and with a negative base, a
   negative increment (the bar drawn left of the axis), quantize() of
   negative values (each bucket holds the values down to the next label),
   and llquantize() of a negative value (Oracle's mirrored buckets). */
#pragma D option quiet

BEGIN
{
	@a = lquantize(-7, -10, 10, 5);
	@a = lquantize(3, -10, 10, 5);
	@a = lquantize(-20, -10, 10, 5);
	@b = lquantize(-3, -10, 10, 5, -2);
	@c = quantize(-1000);
	@c = quantize(-1);
	@d = llquantize(-5, 10, 0, 2, 10);
	exit(0);
}
