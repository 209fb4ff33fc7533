/* A scalar typedef still works as its type: arithmetic, pointers to it. */
#pragma D option quiet
typedef int count_t;
count_t n;
int *ip;
count_t *cp;

BEGIN
{
	n = 41;
	cp = ip;
	ip = cp;
	printf("%d %d\n", n + 1, sizeof(count_t));
	exit(0);
}
