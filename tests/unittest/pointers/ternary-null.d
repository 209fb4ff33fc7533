/*
 * ?: with NULL on one side and a pointer on the other has the pointer's
 * type (as in C and DTrace): the value keeps its 64 bits.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (1 ? NULL : curthread),
	    sizeof (0 ? curthread : NULL));
	printf("%d %d\n", (0 ? NULL : curthread) == curthread,
	    (1 ? NULL : curthread) == NULL);
	p = 0 ? NULL : curthread->real_parent;
	printf("%d\n", p == curthread->real_parent);
	exit(0);
}
