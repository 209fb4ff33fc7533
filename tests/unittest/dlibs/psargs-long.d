/*
 * pr_psargs of a command line longer than 80 bytes: its first 80 bytes,
 * every NUL among them a space.
 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("[%s] %d\n", curpsinfo->pr_psargs,
	    strlen(curpsinfo->pr_psargs));
	exit(0);
}
