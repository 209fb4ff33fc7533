/*
 * A member declared as a function has no size: DTrace calls it a void
 * member.  A pointer to a function is an ordinary member.
 */
#pragma D option errtags

struct ops {
	int (*open)();
	int close();
};

BEGIN
{
	exit(0);
}
