/*
 * psinfo_t of a task of another process: proc:::create's args[0] is the
 * new child, translated in its parent (the target shell, which forks a
 * subshell).  pr_argv is the kernel's to read, but pr_argc and pr_envp
 * are read from the process's own memory, which only the current
 * process's is: they are 0 for the child, and the parent's own are not.
 */
#pragma D option quiet

proc:::create
/pid == $target/
{
	printf("child: argc %d envp %d argv %d size %d\n", args[0]->pr_argc,
	    args[0]->pr_envp, args[0]->pr_argv == curpsinfo->pr_argv,
	    args[0]->pr_size > 0);
	printf("parent: argc %d envp %d\n", curpsinfo->pr_argc,
	    curpsinfo->pr_envp > curpsinfo->pr_argv);
	exit(0);
}
