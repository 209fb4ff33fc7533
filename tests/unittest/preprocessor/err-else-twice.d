/* Each of cpp's messages, and the line it points back to, as DTrace shows them. */
#ifdef A
#define N 1
#else
#define N 2
#else
#define N 3
#endif
BEGIN
{
	exit(N);
}
