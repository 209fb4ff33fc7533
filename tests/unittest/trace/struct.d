/* trace() of a struct prints its bytes, padding included, as a hex dump. */
struct {
	int	a;
	char	b;
	int	c;
} st;

BEGIN
{
	st.a = 0x1234;
	st.b = 0;
	st.c = 0x9876;
	trace(st);
	exit(0);
}
