/*
 * A string assigned to a char array variable: DTrace copies the array's
 * size in bytes, so a longer string is cut to it without a NUL (and
 * printed to the array's end), a shorter one ends at its NUL.
 */
#pragma D option quiet

char c[4];
char d[16];

BEGIN
{
	c = "abcdefgh";
	printf("%s|\n", c);
	c = "xy";
	printf("%s|\n", c);
	d = "hello";
	printf("%s|%d\n", d, sizeof (d));
	d = strjoin(d, ", world, and more");
	printf("%s|\n", d);
	exit(0);
}
