/* A one-byte struct is still bytes, not a string. */
struct {
	int8_t	x;
} st;

BEGIN
{
	st.x = 0x34;
	trace(st);
	exit(0);
}
