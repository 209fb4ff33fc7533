/* xlate needs a translator from the operand's type. */
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

struct in_s v;

BEGIN
{
	trace(xlate <struct out_s> (v).oi);
	exit(0);
}
