/* The increment of the histogram functions is any scalar expression,
   evaluated at each firing, as DTrace's is (Oracle's trunc-lquantize
   tests pass 10000 + i). */
#pragma D option quiet

BEGIN
{
	i = 3;
	@q = quantize(5, 10 + i);
	@l = lquantize(2, 0, 4, 1, i * 2);
	@l = lquantize(3, 0, 4, 1, i);
	@ll = llquantize(15, 10, 0, 2, 10, i - 1);
	exit(0);
}
