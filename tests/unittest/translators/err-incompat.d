/* A member's expression must fit the member's type. */
struct in_s {
	int i;
	char c;
};

struct out_s {
	int oi;
	char *oc;
};

translator struct out_s < struct in_s *p >
{
	oi = p->i;
	oc = p->c;
};

BEGIN
{
	exit(0);
}
