/*
 * Every kind of D variable at once on a busy probe (allvars.sh runs it on
 * allvars.c's threads): a global string and scalar, clause-local this->,
 * thread-local self-> scalars and an associative array, global
 * associative arrays keyed by tuples of integers and strings, and
 * aggregations.  Each thread, as it exits, prints what each kind counted
 * of its calls; END prints the aggregations.
 */
#pragma D option quiet

string fn;

BEGIN
{
	fn = "none";
}

syscall::getppid:entry
/pid == $target/
{
	this->tid = tid;
	self->n++;
	self->byname[probefunc]++;
	calls[pid, this->tid]++;
	names[this->tid, probefunc] = probefunc;
	fn = probefunc;
	@all = count();
	@bythread[this->tid] = count();
}

syscall::exit:entry
/pid == $target && self->n/
{
	printf("thread %d self %d self[] %d global[] %d %s\n", tid, self->n,
	    self->byname["getppid"], calls[pid, tid],
	    names[tid, "getppid"]);
	self->n = 0;
	self->byname["getppid"] = 0;
	calls[pid, tid] = 0;
}

END
{
	printf("fn %s\n", fn);
	printa("all %@d\n", @all);
	printa("agg %d %@d\n", @bythread);
}
