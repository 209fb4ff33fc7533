/*
 * An allocation beyond what is left of scratchsize faults: out of scratch
 * space, and the clause stops.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	a = alloca(40);
	n = 32;
	b = alloca(n);
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
