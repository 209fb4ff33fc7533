/* Run-time options other than the dynamic ones cannot change once tracing
   is active: setopt() reports it and tracing goes on; a dynamic option
   (quiet) changes. */
BEGIN
{
	setopt("bufsize", "1m");
	setopt("quiet");
	printf("after\n");
	exit(0);
}
