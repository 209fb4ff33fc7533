/*
 * alloca(): zero-filled, 8-byte aligned scratch memory, freed at the end
 * of the clause (a later clause gets the same memory back, zeroed again);
 * reading it through a pointer works as any load.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	a = (uint64_t *)alloca(3);
	b = (uint64_t *)alloca(8);
	printf("%d %d %d\n", (uintptr_t)b - (uintptr_t)a, *a, *b);
}

BEGIN
{
	c = (uint64_t *)alloca(64);
	printf("%d %d\n", c == a, *(c + 7));
	exit(0);
}
