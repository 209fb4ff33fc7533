/* The word-at-a-time and helper-based functions pass the verifier at
   the largest strsize. */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	s = "foo/bar/baz";
	printf("%d [%s] [%s]\n", strlen(s), strjoin(s, "!"), substr(s, 4, 3));
}

BEGIN
{
	printf("[%s] [%s] [%s]\n", toupper(s), tolower("ABC"), lltostr(-42));
}

BEGIN
{
	printf("[%s] [%s]\n", strchr(s, '/'), strrchr(s, '/'));
	exit(0);
}
