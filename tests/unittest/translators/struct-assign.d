/*
 * s = xlate <T> (e) assigns every member of s: its translation, or zero
 * where the translator defines none.
 */
#pragma D option quiet

struct in_s {
	int ii;
	char ic;
};

struct out_s {
	int oi;
	char oc;
	long ol;
};

translator struct out_s < struct in_s v >
{
	oi = ((struct in_s)v).ii;
	ol = v.ii * 1000;
};

translator struct in_s < struct in_s v >
{
	ii = v.ii + 1;
	ic = v.ic;
};

struct out_s out;
struct in_s in, self_xl;

BEGIN
{
	in.ii = 100;
	in.ic = 'z';
	out.oc = 'q';
	out = xlate <struct out_s> (in);
	printf("out.oi: %d out.oc: %d out.ol: %d\n", out.oi, out.oc, out.ol);
	self_xl = xlate <struct in_s> (in);
	printf("self: %d %c\n", self_xl.ii, self_xl.ic);
	exit(0);
}
