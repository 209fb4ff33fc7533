/*
 * A translator member of struct type translated by another xlate: the
 * member's own members are read through it (as procfs.d's pr_start, a
 * timestruc_t translated from nanoseconds).
 */
#pragma D option quiet

struct pair {
	long hi;
	long lo;
};

struct outer {
	int tag;
	struct pair p;
};

translator struct pair < uint64_t v >
{
	hi = v / 1000;
	lo = v % 1000;
};

translator struct outer < int i >
{
	tag = i;
	p = xlate <struct pair> (i * 1001);
};

BEGIN
{
	printf("%d %d %d\n", xlate <struct outer> (7).tag,
	    xlate <struct outer> (7).p.hi, xlate <struct outer> (7).p.lo);
	exit(0);
}
