/* a record larger than the principal buffer can never be stored: the
   enabling is refused, as DTrace refuses it (options/err.b-too-low) */
#pragma D option bufsize=32
#pragma D option strsize=64

BEGIN
{
	trace(execname);
	exit(0);
}
