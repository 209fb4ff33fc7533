/* An inline may not be a scalar array. */
inline int x[5] = 1;

BEGIN
{
	trace(x);
}
