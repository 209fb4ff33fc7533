/*
 * A char array with a NUL in the middle, an unprintable byte, or a NUL
 * first is not a string: it prints as bytes.
 */
char mid[9];
char unp[9];
char empty[4];

BEGIN
{
	mid[0] = 'a'; mid[1] = 'A'; mid[3] = 'B'; mid[5] = 'C';
	mid[7] = 'D'; mid[8] = 'e';
	unp[0] = 'a'; unp[1] = 'A'; unp[2] = 'b'; unp[3] = 'B';
	unp[4] = 'c'; unp[5] = 5; unp[6] = 'd'; unp[7] = 'D';
	trace(mid);
	trace(unp);
	trace(empty);
	exit(0);
}
