/*
 * A committed speculation's buffer is busy until the consumer has drained
 * it: speculation() in the same firing fails, and says why.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	printf("first %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("committed\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("second %d\n", speculation());
	exit(0);
}
