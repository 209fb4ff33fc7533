/* && and || short-circuit: the right side does not run (or fault). */
#pragma D option quiet

BEGIN
{
	z = 0;
	printf("%d %d\n", z && *(int *)0, !z || *(int *)0);
	printf("%d %d %d\n", 2 && 3, 0 || 0, 5 ^^ 0);
	exit(0);
}
