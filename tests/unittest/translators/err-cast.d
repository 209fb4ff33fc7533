/* Translated data cannot be cast. */
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

struct in_s *f;

BEGIN
{
	addr = (uintptr_t)xlate <struct out_s *> (f);
}
