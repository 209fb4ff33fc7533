/*
 * substr(): a negative index counts from the end, a negative length
 * leaves characters off the end, what falls outside is dropped (the
 * results of DTrace's own test of the same cases).
 */
#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s] [%s] [%s] [%s] [%s]\n", substr(s, 3), substr(s, 300),
	    substr(s, -10), substr(s, 0), substr(s, 11));
	printf("[%s] [%s] [%s] [%s] [%s]\n", substr(s, 12), substr(s, 8, 20),
	    substr(s, 4, 4), substr(s, 5, 9), substr(s, 400, 20));
	printf("[%s] [%s] [%s] [%s] [%s]\n", substr(s, 3, 0),
	    substr(s, 3, -1), substr(s, 3, -4), substr(s, 3, -20),
	    substr(s, -10, -5));
	printf("[%s] [%s] [%s] [%s] [%s]\n", substr(s, -1, 400),
	    substr(s, -1, -1), substr(s, -24, 24), substr(s, -24, 12),
	    substr(s, -24, 13));
	printf("[%s] [%s]\n", substr(s, -12, 11), substr("", 0, 1));
	exit(0);
}
