/*
 * A char array compared with a string compares the strings, on either
 * side, with every relational operator: a char array member of a D
 * struct, of a kernel struct (curthread->comm) and of translated data
 * (curpsinfo->pr_fname).  Against a char * or another char array it is
 * compared as an address, as in C (DTrace's rules: a string comparison
 * needs a string on one side); so is it against 0.
 */
#pragma D option quiet

struct rec {
	char name[16];
	char other[8];
	char *p;
};

struct rec r;

BEGIN
{
	r.name = "dtrace";
	r.other = "dtrace";
	r.p = (char *)&r.name[0];
	s = "dtrace";

	printf("%d %d %d %d\n", r.name == "dtrace", "dtrace" == r.name,
	    r.name == s, r.name != "dtrace");
	printf("%d %d %d %d\n", r.name < "dtracf", r.name <= "dtrace",
	    r.name > "dtracd", r.name >= "dtraces");
	printf("%d %d %d\n", curthread->comm == execname,
	    curpsinfo->pr_fname == execname, execname != curthread->comm);
	printf("%d %d %d\n", curthread->comm < "zzz", curthread->comm > "",
	    curpsinfo->pr_fname == "dtrace");
	printf("%d %d %d\n", r.name == r.other, r.name == r.name,
	    r.name != r.other);
	printf("%d %d %d\n", r.name == r.p, r.p == r.name,
	    r.other == r.p);
	printf("%d %d %d\n", curthread->comm == curthread->comm,
	    curthread->comm == r.name, r.name == (void *)r.p);
	printf("%d %d\n", r.name != 0, r.name == NULL);
	exit(0);
}
