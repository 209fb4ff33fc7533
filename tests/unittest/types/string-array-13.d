/*
 * An array of strings takes exactly strsize bytes per element (13 here,
 * from -x strsize=13), as DTrace's string (a char array of strsize)
 * does: sizeof and offsetof see it, elements are read and written at
 * that stride through constant and variable indices, in a global array,
 * a member of a global struct, a struct in alloca()ed memory and a
 * clause-local copy, and trace() of the struct shows the layout.  A
 * string longer than an element is cut to strsize - 1 bytes.
 */
#pragma D option quiet

struct ss {
	int a;
	string s[3];
	char c;
};

struct ss g;
string sa[3];
int i;

BEGIN
{
	printf("sizeof %d %d %d\n", sizeof (sa), sizeof (g.s),
	    sizeof (struct ss));
	printf("offsetof %d %d\n", offsetof(struct ss, s),
	    offsetof(struct ss, c));
	i = 2;
	sa[i] = "third-element-long";
	sa[0] = "first";
	g.a = 0x11223344;
	g.s[0] = "g0";
	g.s[i] = "gthird";
	g.c = 'z';
	printf("[%s] [%s] [%s] [%s] [%s] %c\n", sa[0], sa[1], sa[i],
	    g.s[0], g.s[2], g.c);
	this->p = (struct ss *)alloca(sizeof (struct ss));
	this->p->s[1] = "allocaed";
	this->p->c = 'q';
	printf("[%s] %c\n", this->p->s[1], this->p->c);
	this->l = g;
	printf("[%s] %c\n", this->l.s[2], this->l.c);
	trace(g);
	exit(0);
}
