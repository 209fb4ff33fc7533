/*
 * An associative array with sixteen string keys made by subroutines:
 * each key keeps its own value.
 */
#pragma D option quiet

BEGIN
{
	x[lltostr(1), lltostr(2), lltostr(3), lltostr(4), lltostr(5),
	    lltostr(6), lltostr(7), lltostr(8), lltostr(9), lltostr(10),
	    lltostr(11), lltostr(12), lltostr(13), lltostr(14), lltostr(15),
	    lltostr(16)] = 7;
	printf("%d %d\n", x["1", "2", "3", "4", "5", "6", "7", "8", "9", "10",
	    "11", "12", "13", "14", "15", "16"], x["16", "2", "3", "4", "5",
	    "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"]);
	exit(0);
}
