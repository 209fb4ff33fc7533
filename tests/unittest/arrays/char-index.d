/*
 * A global char array written one element at a time by a run-time index,
 * read back by index and as a whole (a string up to its NUL).
 */
#pragma D option quiet

char c[8];

BEGIN
{
	i = 0;
	c[i] = 'd';
	i++;
	c[i] = 't';
	i++;
	c[i] = 'r';
	i = 7;
	c[i] = 'x';
	k = 1;
	printf("%c%c%c %c %s\n", c[k - 1], c[k], c[k + 1], c[i], c);
	exit(0);
}
