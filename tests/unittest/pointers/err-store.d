/*
 * A store through a pointer must land inside the memory this clause
 * alloca()'d: past its top, below its bottom, through NULL (even at an
 * offset), into another clause's allocation, or into kernel memory, it
 * faults with the address, as DTrace's "invalid address".  Each fault
 * ends its clause only.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	s = (char *)alloca(15);
	s[16] = 65;
}

BEGIN
{
	s = (char *)alloca(8);
	s[-1] = 65;
}

BEGIN
{
	s = (char *)alloca(10);
	s = NULL;
	s[50] = 4;
}

BEGIN
{
	w = (int *)alloca(4);
	w[0] = 1;
	*(uint64_t *)w = 2;	/* 8 bytes where 4 were allocated */
}

BEGIN
{
	*w = 3;			/* the last clause's allocation */
}

BEGIN
{
	this->t = curthread;
	this->t->pid = 1;
}

BEGIN
{
	printf("done\n");
	exit(0);
}
