/*
 * A char array that holds a string (printable characters, then NULs or
 * nothing) prints as one.
 */
char n[9];
char full[9];

BEGIN
{
	n[0] = 'a'; n[1] = 'A'; n[2] = 'b'; n[3] = 'B'; n[4] = 'c';
	full[0] = 'a'; full[1] = 'A'; full[2] = 'b'; full[3] = 'B';
	full[4] = 'c'; full[5] = 'C'; full[6] = 'd'; full[7] = 'D';
	full[8] = 'e';
	trace(n);
	trace(full);
	exit(0);
}
