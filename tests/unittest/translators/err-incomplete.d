/* A translator to a struct that has no definition. */
struct in_s {
	int i;
} *v;

translator struct nowhere < struct in_s *p >
{
	a = p->i;
};

BEGIN
{
	exit(0);
}
