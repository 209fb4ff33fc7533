/*
 * curpsinfo->pr_psargs: the process's arguments as Oracle's DTrace gives
 * them, its command line with the NULs between the arguments turned into
 * spaces (psargs.args starts /bin/true with three arguments).  Another
 * task's arguments are not in the current process's memory, and the
 * kernel lets no tracing program read them: its pr_psargs is "<unknown>"
 * (Oracle's tst.pr_psargs_other_task.r).
 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	printf("[%s] %d\n", curpsinfo->pr_psargs,
	    curpsinfo->pr_psargs == "/bin/true alpha beta gamma");
	printf("parent [%s]\n",
	    xlate <psinfo_t *> (curthread->real_parent)->pr_psargs);
	exit(0);
}
