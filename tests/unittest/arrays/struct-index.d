/*
 * An array of structs indexed by a run-time value: members of an element,
 * and an array member of an element indexed again at run time.
 */
#pragma D option quiet

struct pt {
	int x;
	char tag[4];
} pts[3];

BEGIN
{
	i = 2;
	j = 1;
	pts[i].x = 42;
	pts[i].tag[j] = 'k';
	pts[j].x = pts[i].x + 1;
	printf("%d %d %c %d\n", pts[i].x, pts[j].x, pts[i].tag[j],
	    pts[0].x);
	exit(0);
}
