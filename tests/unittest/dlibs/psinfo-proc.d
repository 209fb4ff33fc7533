/*
 * psinfo_t's members that /proc also shows (psinfo-proc.sh compares):
 * pr_argc and the strings of pr_argv[] and pr_envp[], pr_size and
 * pr_rssize (KB), the children's CPU time pr_ctime, and pr_lwp, the
 * translated thread's lwpsinfo_t.  The target is asleep in nanosleep()
 * (33 seconds) when system() prints its /proc files after these lines.
 */
#pragma D option quiet
#pragma D option strsize=64

syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/pid == $target/
{
	this->p = curpsinfo;
	printf("argc %d\n", this->p->pr_argc);
	printf("argv0 %s\n", copyinstr(*(uintptr_t *)copyin(this->p->pr_argv,
	    8)));
	printf("argv1 %s\n", copyinstr(*(uintptr_t *)copyin(this->p->pr_argv +
	    8, 8)));
	printf("argv2 %s\n", copyinstr(*(uintptr_t *)copyin(this->p->pr_argv +
	    16, 8)));
	printf("argv3 %s\n", copyinstr(*(uintptr_t *)copyin(this->p->pr_argv +
	    24, 8)));
	printf("argv4 %d\n", *(uintptr_t *)copyin(this->p->pr_argv + 32, 8));
	printf("env0 %s\n", copyinstr(*(uintptr_t *)copyin(this->p->pr_envp,
	    8)));
	printf("size %d\n", this->p->pr_size);
	printf("rssize %d\n", this->p->pr_rssize);
	printf("ctime %d\n", this->p->pr_ctime.tv_sec * 1000000000 +
	    this->p->pr_ctime.tv_nsec);
	printf("lwp %d %d %s\n", this->p->pr_lwp.pr_lwpid == tid,
	    this->p->pr_lwp.pr_onpro == cpu, this->p->pr_lwp.pr_name);
	system("echo cmdline; tr '\\0' '\\n' < /proc/%d/cmdline", pid);
	system("echo environ; tr '\\0' '\\n' < /proc/%d/environ", pid);
	system("echo stat; cat /proc/%d/stat; echo; cat /proc/%d/status",
	    pid, pid);
	exit(0);
}
