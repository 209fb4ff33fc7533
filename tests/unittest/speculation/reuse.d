/*
 * Once the consumer has drained a committed or discarded speculation, its
 * ID is free again.
 */
#pragma D option quiet
#pragma D option cleanrate=3000hz

BEGIN
{
	n = 0;
	s = speculation();
	printf("first %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("first buffer\n");
}

BEGIN
{
	discard(s);
}

tick-500ms
/n == 0/
{
	s = speculation();
	printf("second %d\n", s);
}

tick-500ms
/n == 0/
{
	speculate(s);
	printf("second buffer\n");
}

tick-500ms
/n++ == 0/
{
	commit(s);
}

tick-500ms
/n == 2/
{
	printf("third %d\n", speculation());
	exit(0);
}
