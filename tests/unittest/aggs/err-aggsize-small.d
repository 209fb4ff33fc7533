/* An aggsize that cannot hold one entry of the aggregations is refused
   before tracing starts, with DTrace's message (Oracle's
   err.aggsize-too-small). */
#pragma D option aggsize=8

BEGIN
{
	@ = count();
	exit(0);
}

ERROR
{
	exit(0);
}
