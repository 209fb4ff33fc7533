/*
 * A struct definition not ended by ';' runs into the next one: two types
 * in one declaration.  DTrace reports it where the second body starts.
 */

struct first {
	int a;
}

struct second {
	int b;
	int c;
};

BEGIN
{
	exit(0);
}
