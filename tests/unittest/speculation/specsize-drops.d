/*
 * A speculation holds specsize bytes of records.  Here each speculative
 * record is 40 bytes (a 16-byte header, the speculation's two words, one
 * value): two fit in 100 bytes, the third is a speculative drop.
 */
#pragma D option quiet
#pragma D option specsize=100

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 2);
}

BEGIN
{
	speculate(s);
	printf("%d\n", 3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
