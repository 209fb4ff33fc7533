/* NULL is 0, and a string compared with NULL compares with "". */
#pragma D option quiet

BEGIN
{
	s = "";
	t = "x";
	printf("%d %d %d %d\n", NULL, s == NULL, t == NULL, NULL != t);
	exit(0);
}
