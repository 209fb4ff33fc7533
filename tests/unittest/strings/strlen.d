/* strlen(): the length of a string, a char array, or a kernel string. */
#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("%d %d %d %d\n", strlen(s), strlen(""), strlen("a"),
	    strlen(probename));
	exit(0);
}
