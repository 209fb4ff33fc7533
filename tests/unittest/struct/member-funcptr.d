/* Pointers to functions and to structs not yet defined are members. */
#pragma D option quiet

struct ops {
	int (*open)();
	struct later *next;
	char *names[2];
};

struct ops o;

BEGIN
{
	printf("%d %d\n", sizeof (o), offsetof(struct ops, names));
	exit(0);
}
