/* procfs.d does not translate pr_pctcpu (Linux keeps no such
   decaying average). */
BEGIN
{
	trace(curpsinfo->pr_pctcpu);
}
