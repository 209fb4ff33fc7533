# sched:::on-cpu for new threads' and processes' first run: the target
# (spawner.c) creates four threads and forks a child.  For each of those
# five tasks (made known by proc:::lwp-create and proc:::create, which
# fire in the parent before the task can run), the first sched event
# that fires in it is on-cpu, exactly once before its first off-cpu, and
# with curthread, pid and tid the new task's.
dir=$(mktemp -d)
cc -O0 -pthread -o "$dir/dt_spawner" "$(dirname "$0")/spawner.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_spawner" -n '
self int off;

proc:::lwp-create
/pid == $target/
{
	new[args[0]->pr_lwpid] = 1;
	@tasks = count();
}

proc:::create
/pid == $target/
{
	new[args[0]->pr_pid] = 1;
	@tasks = count();
}

sched:::on-cpu
/new[tid] == 2 && !self->off/
{
	@bad["on-cpu again before off-cpu"] = sum(1);
}

sched:::on-cpu
/new[tid] == 1/
{
	new[tid] = 2;
	@first["first event on-cpu"] = count();
	@bad["on-cpu again before off-cpu"] = sum(0);
	@bad["curthread not the new task"] = sum(curthread->pid != tid ||
	    curthread->tgid != pid || curpsinfo->pr_pid != pid);
}

sched:::off-cpu
/new[tid] == 1/
{
	new[tid] = 2;
	@first["first event off-cpu"] = count();
}

sched:::off-cpu
/new[tid] == 2/
{
	self->off = 1;
}

END
{
	printa("new tasks: %@d\n", @tasks);
	printa("%s: %@d\n", @first);
	printa("%s: %@d\n", @bad);
}'
rm -rf "$dir"
