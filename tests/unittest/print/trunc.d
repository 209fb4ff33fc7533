/*
 * printsize limits the bytes print() records: a member that starts past
 * them prints as "...".
 */
#pragma D option quiet
#pragma D option printsize=8

struct test_struct {
	int	a;
	char	b[5];
	uint64_t u;
} t;

BEGIN
{
	t.a = 1;
	t.b[0] = 't';
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.u = 12345678;
	print(&t);
	exit(0);
}
