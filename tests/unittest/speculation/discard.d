/* A discarded speculation's records are never printed. */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("discarded\n");
}

BEGIN
{
	discard(s);
	printf("discard(%d) done\n", s);
}

BEGIN
{
	exit(0);
}
