/*
 * Structs and unions as the values of associative arrays: assigned
 * whole, members read, written and updated in place, an element copied
 * into another and into a global, traced whole, freed by 0.
 */
#pragma D option quiet

struct pt {
	int x;
	int y;
};

union word {
	int i;
	char c[4];
};

this struct pt p;
struct pt g;
struct pt pts[string, int];
union word w[int];

BEGIN
{
	this->p.x = 3;
	this->p.y = 4;
	pts["a", 1] = this->p;
	pts["b", 2].x = 7;
	pts["b", 2].y = pts["a", 1].x * 2;
	pts["a", 1].y *= 10;
	printf("%d %d %d %d\n", pts["a", 1].x, pts["a", 1].y,
	    pts["b", 2].x, pts["b", 2].y);
	pts["c", 3] = pts["b", 2];
	pts["b", 2].x = 0;
	g = pts["c", 3];
	printf("%d %d %d %d\n", pts["c", 3].x, pts["c", 3].y, g.x, g.y);
	pts["a", 1] = 0;
	printf("%d %d\n", pts["a", 1].x, pts["a", 1].y);
	w[1].i = 0x64636261;
	printf("%c%c\n", w[1].c[0], w[1].c[3]);
	trace(pts["c", 3]);
	exit(0);
}
