/* trunc(@a, n) keeps the n entries of greatest value (ties: the greatest
   tuple), trunc(@a, -n) the n smallest, trunc(@a) none; the others are
   deleted from the kernel's map, so an entry that counts again (in END,
   after the consumer has read everything before it) starts from zero.
   Histograms rank by their values weighted by the buckets'. */
#pragma D option quiet

BEGIN
{
	@top[1] = sum(50);
	@top[2] = sum(10);
	@top[3] = sum(40);
	@top[4] = sum(20);
	@top[5] = sum(30);
	@bottom[1] = sum(50);
	@bottom[2] = sum(10);
	@bottom[3] = sum(40);
	@bottom[4] = sum(20);
	@bottom[5] = sum(30);
	@none["x"] = count();
	@none["y"] = count();
	@tie[1] = sum(5);
	@tie[2] = sum(5);
	@tie[3] = sum(5);
	@q["small"] = quantize(1);
	@q["big"] = quantize(1000);
	@q["mid"] = quantize(30);
	@q["mid"] = quantize(30);

	trunc(@top, 2);
	trunc(@bottom, -2);
	trunc(@none);
	trunc(@tie, 1);
	trunc(@q, 1);
	printa(@top);
	printa(@bottom);
	printa(@none);
	printa(@tie);
	printa("%s%@d", @q);
	exit(0);
}

END
{
	@top[2] = sum(1);
	@top[3] = sum(1);
	@none["y"] = count();
	printa(@top);
	printa(@none);
}
