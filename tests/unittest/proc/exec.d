/*
 * proc:::create, exec, exec-failure, exec-success and exit, for a shell
 * (the target) that runs a path that does not exist, then true, then
 * exits with status 3.  exec's arg0 is the path; exec-failure's is the
 * return value, -ENOENT (Oracle's DTrace; illumos gives the errno);
 * exit's is the CLD_* code, the status being in the
 * task's exit_code.  exec-success fires in the new program.
 */
#pragma D option quiet

proc:::create
/pid == $target/
{
	printf("create: child of the target %d\n",
	    xlate<psinfo_t *>((struct task_struct *)arg0)->pr_ppid == $target);
}

proc:::exec
/ppid == $target/
{
	printf("exec %s\n", stringof((char *)arg0));
}

proc:::exec-failure
/ppid == $target/
{
	printf("exec-failure: %d, -ENOENT %d\n", arg0, arg0 == -ENOENT);
}

proc:::exec-success
/ppid == $target/
{
	printf("exec-success: %s\n", execname);
}

proc:::exit
/ppid == $target/
{
	printf("exit: CLD_EXITED %d, status %d\n", arg0 == CLD_EXITED,
	    curthread->exit_code >> 8);
}

proc:::exit
/pid == $target/
{
	printf("target exit: CLD_EXITED %d, status %d\n", arg0 == CLD_EXITED,
	    curthread->exit_code >> 8);
	exit(0);
}
