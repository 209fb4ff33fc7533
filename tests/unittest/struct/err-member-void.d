/* A void member has no size. */
#pragma D option errtags

struct {
	int x;
	void nothing;
};

BEGIN
{
	exit(0);
}
