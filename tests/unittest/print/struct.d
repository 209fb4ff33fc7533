/*
 * print(p) prints what p points to through its type: the address, then
 * the value as Oracle's DTrace lays it out (libbpf's BTF data dump): the
 * type in parentheses, one line a non-zero member, nested one column
 * deeper each level from column 44; a char array up to its NUL, an enum
 * by name.  (struct.sh masks the address, which varies.)
 */
#pragma D option quiet

enum eh { FIRSTVAL = 0, SECONDVAL = 1, THIRDVAL = 3 };

struct test_struct {
	int	a;
	char	b[5];
	union {
		uint8_t c;
		uint64_t d;
	} u;
	struct {
		void *e;
		uint64_t f;
	} s;
	int	g;
	enum eh	h;
} t;

BEGIN
{
	t.a = 1;
	t.b[0] = 't';
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.b[4] = '\0';
	t.u.d = 123456789;
	t.s.e = (void *)0xffff9b7aca7e0000;
	t.s.f = 987654321;
	t.g = 1;
	t.h = SECONDVAL;
	print(&t);
	exit(0);
}
