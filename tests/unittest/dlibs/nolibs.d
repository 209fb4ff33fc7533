/* -x nolibs: no D library is loaded, so curpsinfo is not known. */
BEGIN
{
	trace(curpsinfo->pr_pid);
}
