/* fill: END's records must fit in the buffer (DTrace's err.end) */
#pragma D option bufpolicy=fill
#pragma D option bufsize=32
#pragma D option strsize=64

BEGIN
{
	exit(0);
}

END
{
	trace(execname);
}
