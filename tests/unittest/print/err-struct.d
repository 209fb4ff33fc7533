/*
 * print() of a struct value, here a clause-local struct variable, is
 * refused as Oracle's DTrace refuses it: its prototype is void(void *);
 * print(&this->r) prints it (struct-vars.d).
 */
struct rec {
	int id;
};

this struct rec r;

BEGIN
{
	this->r.id = 1;
	print(this->r);
}
