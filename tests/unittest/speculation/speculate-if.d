/*
 * speculate() inside an if: where the branch is taken the clause's record
 * is speculative, where it is not the record prints at once.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	i = 0;
}

tick-1ms
/i < 4/
{
	if (i % 2 == 0) {
		speculate(s);
	}
	printf("%d%s\n", i, i % 2 == 0 ? " (speculative)" : "");
	i++;
}

tick-1ms
/i == 4/
{
	commit(s);
	i++;
}

tick-1ms
/i == 5/
{
	printf("end\n");
	exit(0);
}
