/*
 * The module D` names DTrace's own types, the program's among them:
 * D`pair_t is the typedef below and D`int64_t D's, never a kernel type.
 */
#pragma D option quiet

typedef struct pair {
	int first;
	long second;
} pair_t;

BEGIN
{
	p = (D`pair_t *)alloca(sizeof(D`pair_t));
	p->first = 7;
	p->second = 9;
	printf("%d %d %d %d\n", sizeof(D`pair_t), sizeof(struct D`pair),
	    sizeof(D`int64_t), p->first + p->second);
	exit(0);
}
