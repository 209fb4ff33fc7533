/* Reading a member the translator does not define. */
struct in_s {
	int i;
};

struct out_s {
	int oi;
	int other;
};

translator struct out_s < struct in_s v >
{
	oi = v.i;
};

struct in_s g;

BEGIN
{
	trace(xlate <struct out_s> (g).other);
	exit(0);
}
