# Real kernel mutex contention (contender.c: four threads writing to one
# pipe, whose mutex pipe_write() takes): adaptive-spin or adaptive-block
# fire in the program, after the lock is taken, with arg0 the mutex (a
# kernel address, and args[0] the same pointer typed struct mutex *) and
# arg1 the nanoseconds spent waiting (more than 0, less than a second).
# How many times depends on the scheduler: the count is checked as at
# least one.  Each contention fires one of the two probes, never both.
dir=$(mktemp -d)
cc -O2 -pthread -o "$dir/dt_contender" "$(dirname "$0")/contender.c" ||
    exit 1
"$DTRACE" -q -c "$dir/dt_contender" -n '
lockstat:::adaptive-block, lockstat:::adaptive-spin
/pid == $target && arg1 > 0/
{
	@n = count();
	@bad["lock not in the kernel"] =
	    sum((uint64_t)arg0 < 0xffff800000000000ULL);
	@bad["args[0] is not arg0"] = sum((uint64_t)args[0] != arg0);
	@bad["waited a second or more"] = sum(arg1 >= 1000000000);
}

END
{
	printa("mutex contentions: %@d\n", @n);
	printa("%s: %@d\n", @bad);
}' | sed 's/^mutex contentions: [1-9][0-9]*$/mutex contentions: some/'
echo "exit ${PIPESTATUS[0]}"
rm -rf "$dir"
