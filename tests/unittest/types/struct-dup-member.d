/* Two members of one name: DTrace's D_UNKNOWN at the second. */
struct pair {
	int first;
	long second;
	char first;
};

BEGIN
{
	exit(0);
}
