/* An inline cannot be assigned. */
inline int K = 3;

BEGIN
{
	K = 4;
}
