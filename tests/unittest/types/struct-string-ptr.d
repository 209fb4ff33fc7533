/*
 * String members of a struct in scratch memory (alloca) through a pointer,
 * and of an associative array's struct values: assigned (copied in),
 * read back, and a whole struct copied from scratch memory into an
 * associative array element.  sizeof counts strsize bytes a string.
 */
#pragma D option quiet
#pragma D option strsize=16
struct rec { string name; int n; };
struct rec a[int];
BEGIN
{
	this->p = (struct rec *)alloca(sizeof(struct rec));
	this->p->name = "via pointer";
	this->p->n = 3;
	printf("%s %d %d\n", this->p->name, this->p->n, sizeof(struct rec));
	a[1].name = "assoc";
	a[1].n = 2;
	printf("%s %d\n", a[1].name, a[1].n);
	a[2] = *this->p;
	printf("%s\n", a[2].name);
	exit(0);
}
