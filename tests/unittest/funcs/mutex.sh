# mutex_owned() and mutex_owner() on real kernel mutexes: the pipe
# mutex lockstat/contender.c's threads fight over.  lock:contention_begin
# fires in the waiter (arg1 has LCB_F_MUTEX, 0x20), first as it enters
# the slow path: the mutex is not its own then (later ones, in its wait
# loop, may find it already handed to it by the owner's unlock), and its
# owner, if it has not let go yet, is another thread of the program.  lock:contention_end with arg1 0 fires once the waiter has
# the mutex: it is its own, and its owner is curthread.  How many times
# depends on the scheduler; the counts are checked as at least one.
dir=$(mktemp -d)
cc -O2 -pthread -o "$dir/dt_contender" \
    "$(dirname "$0")/../lockstat/contender.c" || exit 1
"$DTRACE" -q -c "$dir/dt_contender" -n '
self struct mutex *m;

sdt:lock::contention_begin
/pid == $target && (arg1 & 0x20)/
{
	this->first = self->m == NULL;
	self->m = (struct mutex *)arg0;
	this->o = mutex_owner(self->m);
	@waits = count();
	@owners = sum(this->o != NULL);
	@bad["owned by the waiter"] =
	    sum(this->first && mutex_owned(self->m));
	@bad["owner is the waiter"] = sum(this->first && this->o == curthread);
	@bad["owner outside the program"] =
	    sum(this->o != NULL && this->o->tgid != pid);
	@bad["owner not named dt_contender"] = sum(this->o != NULL &&
	    this->o->comm != "dt_contender");
}

sdt:lock::contention_end
/(uint64_t)self->m == arg0 && arg1 == 0/
{
	@acquired = count();
	@bad["not owned once acquired"] = sum(!mutex_owned(self->m));
	@bad["owner not the acquirer"] =
	    sum(mutex_owner(self->m) != curthread);
	@bad["not adaptive"] = sum(mutex_type_adaptive(self->m) != 1);
	@bad["spin"] = sum(mutex_type_spin(self->m));
	self->m = 0;
}

END
{
	printa("waits: %@d\n", @waits);
	printa("owners seen: %@d\n", @owners);
	printa("acquired: %@d\n", @acquired);
	printa("%s: %@d\n", @bad);
}' | sed -E 's/^(waits|owners seen|acquired): [1-9][0-9]*$/\1: some/'
echo "exit ${PIPESTATUS[0]}"
rm -rf "$dir"
