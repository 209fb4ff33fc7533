/* An inline array's key must fit its parameter's type. */
inline int sq[int x] = x * x;

BEGIN
{
	trace(sq["a"]);
}
