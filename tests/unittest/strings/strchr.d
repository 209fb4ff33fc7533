/*
 * strchr() and strrchr(): the tail of the string from the first (last)
 * character; '\0' finds the end; a character not there is NULL, which
 * compares equal to NULL (and, as in DTrace, to "").
 */
#pragma D option quiet

BEGIN
{
	s = "foo/bar/baz";
	printf("[%s] [%s] [%s] [%s]\n", strchr(s, '/'), strrchr(s, '/'),
	    strchr(s, 'f'), strrchr(s, 'z'));
	printf("[%s] [%s] %d %d\n", strchr(s, '\0'), strrchr("", 'a'),
	    strchr(s, 'x') == NULL, strchr(s, 'o') != NULL);
	exit(0);
}
