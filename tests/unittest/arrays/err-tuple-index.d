/*
 * A tuple indexes associative arrays only: on a declared array it is
 * DTrace's D_ARR_BADREF, naming the variable by its kind.
 */
int x[5];

BEGIN
{
	x[1, 2] = 1;
}
