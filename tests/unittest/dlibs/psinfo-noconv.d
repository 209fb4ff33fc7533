/* procfs.d does not translate pr_argc. */
BEGIN
{
	trace(curpsinfo->pr_argc);
}
