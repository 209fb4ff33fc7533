/*
 * tracemem(addr, size) and tracemem(addr, size, dsize): size bytes (a
 * constant), printed as a hex dump; dsize (evaluated at run time) prints
 * only its first dsize bytes: a negative one prints them all, zero none,
 * and one past size no more than size.
 */
#pragma D option quiet

char s[14];

BEGIN
{
	s[0] = 'L'; s[1] = 'i'; s[2] = 'n'; s[3] = 'u'; s[4] = 'x';
	s[5] = ' '; s[6] = 'v'; s[7] = 'e'; s[8] = 'r'; s[9] = 's';
	s[10] = 'i'; s[11] = 'o'; s[12] = 'n'; s[13] = ' ';
	p = &s[0];
	n = 7;
	tracemem(p, 14);
	tracemem(p, 14, -1);
	tracemem(p, 14, 0);
	tracemem(p, 14, 2);
	tracemem(p, 14, n);
	tracemem(p, 14, 12);
	tracemem(p, 14, 14);
	tracemem(p, 14, 15);
	exit(0);
}
