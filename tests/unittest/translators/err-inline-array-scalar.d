/* An inline array is not a scalar. */
inline int sq[int x] = x * x;

BEGIN
{
	trace(sq);
}
