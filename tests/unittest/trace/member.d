/* trace() of a struct's members: an int, a char array, a nested struct. */
#pragma D option quiet

struct inner { short x; short y; };
struct outer { int id; char name[8]; struct inner in; } o;

BEGIN
{
	o.id = 7;
	o.name[0] = 'd'; o.name[1] = 'o'; o.name[2] = 'g';
	o.in.x = 1;
	o.in.y = -1;
	trace(o.id);
	trace(" ");
	trace(o.name);
	trace(o.in);
	exit(0);
}
