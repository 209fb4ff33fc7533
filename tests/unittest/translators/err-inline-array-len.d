/* An inline array is used with as many keys as it has parameters. */
inline int sq[int x] = x * x;

BEGIN
{
	trace(sq[1, 2]);
}
