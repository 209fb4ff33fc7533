/*
 * A struct or union is a key of an associative array, as DTrace allows:
 * its bytes are the key, so two structs with the same members find the
 * same element, whatever variable holds them; with other keys in a
 * tuple, global and thread-local, read and written, and freed by 0.
 */
#pragma D option quiet

struct point {
	int x;
	int y;
};

union word {
	int i;
	char c[4];
};

struct point p, q;
union word w;

BEGIN
{
	p.x = 1; p.y = 2;
	q.x = 1; q.y = 3;
	a[p] = 10;
	a[q] = 20;
	printf("%d %d\n", a[p], a[q]);
	p.y = 3;			/* p now equals q */
	printf("%d %d\n", a[p], a[q]);
	a[p] += 5;
	printf("%d\n", a[q]);

	this->s = q;
	printf("%d\n", a[this->s]);
	this->s.x = 9;
	printf("%d\n", a[this->s]);

	b[q, "name", 3] = 7;
	printf("%d %d\n", b[p, "name", 3], b[p, "name", 4]);

	self->t[p] = 42;
	printf("%d\n", self->t[q]);
	self->t[q] = 0;
	printf("%d\n", self->t[p]);

	w.i = 0x01020304;
	u[w] = 1;
	w.c[0] = 0;
	u[w] = 2;
	w.i = 0x01020304;
	printf("%d\n", u[w]);
	exit(0);
}
