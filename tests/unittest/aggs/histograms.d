/* quantize, lquantize and llquantize: buckets, the rows DTrace shows
   around the used ones, labels and bars. */
#pragma D option quiet

BEGIN
{
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(5);
	@q = quantize(5);
	@q = quantize(-3);
	@l = lquantize(3, 0, 10, 2);
	@l = lquantize(15, 0, 10, 2);
	@l = lquantize(-1, 0, 10, 2);
	@ll = llquantize(15, 10, 0, 3, 10);
	@ll = llquantize(250, 10, 0, 3, 10);
	@w = quantize(100, 3);
	exit(0);
}
