/*
 * The prototypes DTrace takes: void alone and unnamed, named and unnamed
 * parameters, a trailing "...", and tuple keys of several types.
 */
#pragma D option quiet

int none(void);
int some(int, char *name, ...);
long counts[string, int];
int (*handler)(void);

BEGIN
{
	counts["a", 1] = 3;
	printf("%d\n", counts["a", 1]);
	exit(0);
}
