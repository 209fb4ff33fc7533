/*
 * An associative array takes at most eight keys, DTrace's tuple registers;
 * a ninth is its code generator's error, reported without a line.
 */
BEGIN
{
	t[1, 2, 3, 4, 5, 6, 7, 8, 9] = 1;
	exit(0);
}
