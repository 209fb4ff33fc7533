/*
 * -x json: struct, union and array keys.  One of 1, 2, 4 or 8 bytes is a
 * number, as the text prints it; any other size is {"bytes":[...]}.
 */
#pragma D option quiet

struct pair { int a; int b; };
struct triple { int a; int b; int c; };

struct pair p;
struct triple t;

BEGIN
{
	p.a = 1; p.b = 2;
	t.a = 0x11; t.c = -1;
	@[p, t] = count();
	exit(0);
}
