/*
 * specsize takes the size suffixes.  A record of one string is 288 bytes
 * here (header 16, the speculation's two words, strsize 256): 1k holds
 * three of them, and the fourth and fifth are speculative drops.
 */
#pragma D option quiet
#pragma D option specsize=1k

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%s\n", "record 1");
}

BEGIN
{
	speculate(s);
	printf("%s\n", "record 2");
}

BEGIN
{
	speculate(s);
	printf("%s\n", "record 3");
}

BEGIN
{
	speculate(s);
	printf("%s\n", "record 4");
}

BEGIN
{
	speculate(s);
	printf("%s\n", "record 5");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
