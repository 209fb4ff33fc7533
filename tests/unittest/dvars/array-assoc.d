/*
 * Arrays as the values of associative arrays, declared as DTrace has it
 * (int counts[string][4]: the key's brackets first, then the value's):
 * each key's array is made zeroed by its first element store, elements
 * are read and written in place at run-time indices, keys never stored
 * read as zeroes, and a self-> associative array of arrays is the
 * thread's own.
 */
#pragma D option quiet

int counts[string][4];
self long hist[int, int][2];

BEGIN
{
	i = 3;
	counts["a"][0] = 1;
	counts["a"][i] = 4;
	counts["b"][1] = counts["a"][i] * 10;
	counts["b"][1]++;
	counts["a"][i] += counts["b"][1];
	printf("%d %d %d %d\n", counts["a"][0], counts["a"][1],
	    counts["a"][2], counts["a"][3]);
	printf("%d %d %d\n", counts["b"][0], counts["b"][1],
	    counts["none"][i]);
	self->hist[1, 2][1] = 99;
	self->hist[2, 1][0] = -1;
	printf("%d %d %d %d\n", self->hist[1, 2][0], self->hist[1, 2][1],
	    self->hist[2, 1][0], self->hist[1, 1][1]);
	trace(counts["a"]);
	exit(0);
}
