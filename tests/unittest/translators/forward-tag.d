/*
 * The input type may be a struct that is never defined, when the members
 * do not use the input; a translator from an int works the same way.
 */
#pragma D option quiet

struct out_s {
	int a;
	int b;
};

translator struct out_s < struct never_defined *p >
{
	a = 1;
	b = 2;
};

translator struct out_s < int n >
{
	a = n + 1;
	b = n * 2;
};

BEGIN
{
	printf("%d %d\n", xlate <struct out_s> (21).a,
	    xlate <struct out_s> (21).b);
	exit(0);
}
