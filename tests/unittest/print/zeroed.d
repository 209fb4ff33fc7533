/*
 * print() leaves out members that are zero, and a char array's elements
 * from its first NUL on (the array itself prints: it is not all zero).
 */
#pragma D option quiet

enum eh { FIRSTVAL = 1, SECONDVAL = 2, THIRDVAL = 3 };

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
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.g = 1;
	t.h = FIRSTVAL;
	print(&t);
	exit(0);
}
