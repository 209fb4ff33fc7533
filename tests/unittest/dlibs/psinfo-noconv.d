/* procfs.d does not translate pr_psargs. */
BEGIN
{
	trace(curpsinfo->pr_psargs);
}
