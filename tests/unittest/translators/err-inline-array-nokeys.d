/* An inline array needs a key signature. */
inline int x[] = 1;

BEGIN
{
	trace(x);
}
