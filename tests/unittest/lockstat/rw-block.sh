# Real rw_semaphore contention (mapper.c: threads mapping and unmapping
# memory, which takes the process's mmap_lock for writing): rw-block
# fires in the program once the semaphore is taken, with arg0 the
# semaphore (a kernel address), arg1 the nanoseconds asleep (more than 0)
# and arg2 RW_WRITER (0) or RW_READER (1).  Writers are sure to meet;
# the count is checked as at least one.
dir=$(mktemp -d)
cc -O2 -pthread -o "$dir/dt_mapper" "$(dirname "$0")/mapper.c" || exit 1
"$DTRACE" -q -c "$dir/dt_mapper" -n '
lockstat:::rw-block
/pid == $target/
{
	@w[args[2] == 0 ? "writers" : "readers"] = count();
	@bad["lock not in the kernel"] =
	    sum((uint64_t)arg0 < 0xffff800000000000ULL);
	@bad["no time asleep"] = sum(arg1 == 0);
	@bad["neither RW_READER nor RW_WRITER"] = sum(arg2 != 0 && arg2 != 1);
}

END
{
	printa("%s: %@d\n", @w);
	printa("%s: %@d\n", @bad);
}' | sed -e '/^readers: /d' -e 's/^writers: [1-9][0-9]*$/writers: some/'
echo "exit ${PIPESTATUS[0]}"
rm -rf "$dir"
