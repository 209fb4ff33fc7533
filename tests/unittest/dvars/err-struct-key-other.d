/* An associative array keyed by one struct may not take another. */
struct point { int x; int y; };
struct pair { int x; int y; };
struct point p;
struct pair r;

BEGIN
{
	a[p] = 1;
	a[r] = 2;
}
