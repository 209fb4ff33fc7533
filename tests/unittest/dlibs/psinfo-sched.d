/*
 * curpsinfo in another process's context: the profile provider's tick
 * fires in whatever runs, and the translated members agree with the
 * built-in variables there.
 */
#pragma D option quiet

profile-97
/curpsinfo->pr_pid != pid || curpsinfo->pr_fname != execname ||
    curlwpsinfo->pr_lwpid != tid/
{
	printf("mismatch in %s\n", execname);
	exit(1);
}

tick-300ms
{
	printf("ok\n");
	exit(0);
}
