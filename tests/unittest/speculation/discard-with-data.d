/* discard() may share a clause with data-recording actions. */
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
	printf("before ");
	discard(s);
	printf("after\n");
}

BEGIN
{
	exit(0);
}
