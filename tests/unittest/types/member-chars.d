/*
 * A char array member or element of a D variable assigned a string: as
 * much of it as the array holds, NUL-terminated (a global struct, a
 * clause-local one, and an array element of one).
 */
#pragma D option quiet

struct named {
	int id;
	char name[8];
	char tags[2][4];
};

struct named g;
this struct named t;

BEGIN
{
	g.name = "hello";
	g.name = "hi";
	printf("[%s] ", g.name);
	g.name = "a long name";
	printf("[%s] ", g.name);
	this->t.name = execname;
	this->t.tags[1] = "tag";
	printf("[%s] [%s] [%s]\n", this->t.name, this->t.tags[1],
	    stringof(g.name));
	exit(0);
}
