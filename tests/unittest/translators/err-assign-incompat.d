/* Translated data is assigned only to a struct of its type. */
struct in_s {
	int i;
};

struct out_s {
	int oi;
	char name[8];
};

translator struct out_s < struct in_s v >
{
	oi = v.i;
};

struct in_s in;
int out;

BEGIN
{
	out = xlate <struct out_s> (in);
}
