/*
 * print() cuts what it prints at the printsize in force when the record is
 * printed, as DTrace does: a setopt() after the program was compiled
 * widens (or narrows) the next print().  DTrace rounds printsize up to a
 * multiple of 8 (12 is 16), and takes more than 64k as its default,
 * 8192.
 */
#pragma D option quiet
#pragma D option printsize=8

struct ts {
	long long x;
	struct {
		long long x;
		struct {
			long long x;
		} b;
	} a;
};

BEGIN
{
	t = (struct ts *)alloca(sizeof(struct ts));
	t->x = 1;
	t->a.x = 2;
	t->a.b.x = 3;
	print(t);
	setopt("printsize", "12");
	print(t);
	setopt("printsize", "100000");
	print(t);
	exit(0);
}
