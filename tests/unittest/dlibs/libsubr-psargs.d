/* __dt_psargs() is procfs.d's, not a user's (libsubr-user.d). */
BEGIN
{
	__dt_psargs(curthread);
	exit(0);
}
