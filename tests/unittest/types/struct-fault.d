/* Members are read through the pointer with a checked load: a bad
   pointer faults at the member's address. */
#pragma D option quiet

struct point {
	int x;
	int y;
};

BEGIN
{
	p = (struct point *)0;
	printf("%d\n", p->y);
}

BEGIN
{
	exit(0);
}
