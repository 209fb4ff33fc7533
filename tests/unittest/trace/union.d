/* trace() of a union: its bytes. */
union {
	int	a;
	char	b[3];
	short	c;
} u;

BEGIN
{
	u.a = 0x12345678;
	trace(u);
	exit(0);
}
