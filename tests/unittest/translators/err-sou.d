/* A translator's output type is a struct or a union. */
struct in_s {
	int i;
};

translator int < struct in_s *p >
{
};

BEGIN
{
	exit(0);
}
