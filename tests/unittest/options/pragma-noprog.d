/* Options that name files or preprocessor arguments cannot be set from
   within a D program, as in DTrace. */
#pragma D option ldpath=/nonexistent/directory

BEGIN
{
	exit(0);
}
