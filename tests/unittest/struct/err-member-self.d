/* A union cannot hold itself: it is still incomplete inside its body. */
#pragma D option errtags

union u {
	int x;
	union u inner;
};

BEGIN
{
	exit(0);
}
