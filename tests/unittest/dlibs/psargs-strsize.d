/*
 * pr_psargs of a command line longer than Solaris's 80 bytes: all of it,
 * as Oracle's DTrace gives it, up to what a string holds (here strsize
 * is 64: the first 64 bytes, every NUL among them a space).
 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("[%s] %d\n", curpsinfo->pr_psargs,
	    strlen(curpsinfo->pr_psargs));
	exit(0);
}
