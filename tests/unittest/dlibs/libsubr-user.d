/*
 * The D libraries' own subroutines (__dt_psargs, __dt_walltime: the
 * workings of procfs.d's pr_psargs and pr_start) are not D's: a user's
 * program that calls one calls an unknown function.
 */
BEGIN
{
	trace(__dt_walltime(timestamp));
	exit(0);
}
