# The acquire and release probes (fexit of the kernel's lock functions)
# in contender.c, whose threads take and release the pipe's mutex on
# every read and write (mutex_lock, mutex_unlock) and spinlocks on the
# way: each probe fires in the program, with arg0 the lock, a kernel
# address.  Counts depend on the run: checked as at least one.
dir=$(mktemp -d)
cc -O2 -pthread -o "$dir/dt_contender" "$(dirname "$0")/contender.c" ||
    exit 1
"$DTRACE" -q -c "$dir/dt_contender" -n '
lockstat:::adaptive-acquire, lockstat:::adaptive-release,
lockstat:::spin-acquire, lockstat:::spin-release
/pid == $target/
{
	@n[probename] = count();
	@bad["lock not in the kernel"] =
	    sum((uint64_t)arg0 < 0xffff800000000000ULL);
}

END
{
	printa("%s: %@d\n", @n);
	printa("%s: %@d\n", @bad);
}' | sed 's/^\([a-z-]*\): [1-9][0-9]*$/\1: some/' | sort
echo "exit ${PIPESTATUS[0]}"
rm -rf "$dir"
