/*
 * A D struct with string members (global, clause-local and thread-local):
 * each member holds strsize bytes, as a string variable does; assigning
 * a string copies it (bounded by strsize, NUL-terminated; the bytes after
 * the NUL stay as they were, so a shorter string leaves the longer one's
 * tail, as DTrace's string copy does); a member reads, traces and prints
 * as a string, and a whole struct is copied with its strings.
 */
#pragma D option quiet
#pragma D option strsize=16

struct rec {
	string name;
	int n;
	string tag;
};

struct rec g;
this struct rec l;
self struct rec t;

BEGIN
{
	g.name = "a longer string";
	g.name = "short";
	g.n = 7;
	g.tag = "this string is longer than strsize";
	printf("[%s] %d [%s] %d\n", g.name, g.n, g.tag, strlen(g.tag));
	trace(g);
	printf("\n");
	trace(g.name);
	printf("\n");

	this->l.name = strjoin(g.name, "er");
	this->l.n = g.n + 1;
	this->l.tag = curthread->comm;
	printf("[%s] %d [%s]\n", this->l.name, this->l.n, this->l.tag);

	self->t = this->l;
	self->t.n++;
	printf("[%s] %d [%s]\n", self->t.name, self->t.n, self->t.tag);
	g = self->t;
	printf("[%s] %d [%s] %d\n", g.name, g.n, g.tag, g.name == "shorter");
	exit(0);
}
