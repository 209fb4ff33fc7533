/*
 * print() of a struct held in a clause-local, a thread-local and an
 * associative-array variable: print() takes a pointer (Oracle's
 * prototype is void(void *)), so a struct variable is printed through its
 * address, laid out as print(&global) is.  (run-tests masks the
 * addresses, which vary.)
 */
#pragma D option quiet

struct ts {
	long sec;
	long nsec;
};

struct rec {
	int id;
	char name[8];
	struct ts when;
};

this struct rec r;

BEGIN
{
	this->r.id = 1;
	this->r.name = "this";
	this->r.when.sec = 10;
	self->r = this->r;
	self->r.id = 2;
	self->r.name = "self";
	recs["k"] = self->r;
	recs["k"].id = 3;
	recs["k"].when.nsec = 5;
	print(&this->r);
	print(&self->r);
	print(&recs["k"]);
	exit(0);
}
