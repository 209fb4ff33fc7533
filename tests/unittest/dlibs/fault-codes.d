/*
 * The ERROR probe's fault code (arg4) compares with DTrace's DTRACEFLT_*
 * names, which the D library unistd.d gives.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	z = 0;
	y = 1 / z;
}

ERROR
/arg4 == DTRACEFLT_BADADDR/
{
	printf("bad address\n");
}

ERROR
/arg4 == DTRACEFLT_DIVZERO/
{
	printf("divide by zero\n");
	printf("%d %d %d %d %d %d %d %d %d %d\n", DTRACEFLT_UNKNOWN,
	    DTRACEFLT_BADADDR, DTRACEFLT_BADALIGN, DTRACEFLT_ILLOP,
	    DTRACEFLT_DIVZERO, DTRACEFLT_NOSCRATCH, DTRACEFLT_KPRIV,
	    DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW, DTRACEFLT_BADSTACK);
	exit(0);
}
