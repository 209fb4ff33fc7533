/* The same translation, declared twice. */
struct in_s {
	int i;
};

struct out_s {
	int oi;
};

translator struct out_s < struct in_s *p >
{
	oi = p->i;
};

translator struct out_s < struct in_s *q >
{
	oi = q->i + 1;
};

BEGIN
{
	exit(0);
}
