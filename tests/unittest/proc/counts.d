/*
 * How many times each process probe fires for a shell (the target) that
 * starts two children, each a new process of one thread: create, start
 * and lwp-start twice, lwp-create never, lwp-exit and exit twice for the
 * children and once for the target itself (every probe is counted in
 * the target or its children only; dtrace stops when the target has
 * exited).
 */
#pragma D option quiet

proc:::create, proc:::lwp-create
/pid == $target/
{
	@[probename] = count();
}

proc:::start, proc:::lwp-start, proc:::exec-success
/ppid == $target/
{
	@[probename] = count();
}

proc:::exec, proc:::exec-failure, proc:::exit, proc:::lwp-exit
/pid == $target || ppid == $target/
{
	@[probename] = count();
}

END
{
	printa("%-14s %@d\n", @);
}
