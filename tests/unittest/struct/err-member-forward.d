/*
 * A struct member whose type is a struct declared only later is
 * incomplete where it is used: struct record needs struct pirate's size.
 */
#pragma D option errtags

struct record {
	int position;
	struct pirate p;
};

struct pirate {
	int position;
};

BEGIN
{
	exit(0);
}
