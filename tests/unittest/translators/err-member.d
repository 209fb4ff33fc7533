/*
 * A translator may define only members of its output type; the error
 * names the line that ends the declaration, as DTrace does.
 */
struct in_s {
	int i;
};

struct out_s {
	int oi;
};

translator struct out_s < struct in_s *p >
{
	oi = p->i;
	nosuch = p->i;
};

BEGIN
{
	exit(0);
}
