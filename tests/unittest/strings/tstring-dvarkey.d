/*
 * An associative array with eight string keys (as many as DTrace allows)
 * made by subroutines: each key keeps its own value.
 */
#pragma D option quiet

BEGIN
{
	x[lltostr(1), lltostr(2), lltostr(3), lltostr(4), lltostr(5),
	    lltostr(6), lltostr(7), lltostr(8)] = 7;
	printf("%d %d\n", x["1", "2", "3", "4", "5", "6", "7", "8"],
	    x["8", "2", "3", "4", "5", "6", "7", "8"]);
	exit(0);
}
