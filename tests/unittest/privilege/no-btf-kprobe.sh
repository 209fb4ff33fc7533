# Without the kernel's BTF (as no-btf takes it away), fbt still traces
# where the kernel has kprobes: the functions come from ftrace's list and
# attach by kprobe, arguments untyped.  dd reads 7 bytes: vfs_read's
# count (arg2) at entry, what it returned (arg1) at return.  args[] has
# no types to give: DTrace's message for an index past them.
export DTRACE
unshare -m --propagation private bash -s <<'SH'
mount --bind /dev/null /sys/kernel/btf/vmlinux || exit 1
dd='dd if=/etc/passwd of=/dev/null bs=7 count=1 status=none'
"$DTRACE" -q -n 'fbt::vfs_read:entry /pid == $target && arg2 == 7/ {
	printf("entry %d\n", arg2); exit(0); }' -c "$dd" 2>/dev/null
echo "entry: status $?"
"$DTRACE" -q -n 'fbt::vfs_read:return /pid == $target && arg1 == 7/ {
	printf("return %d\n", arg1); exit(0); }' -c "$dd" 2>/dev/null
echo "return: status $?"
"$DTRACE" -q -n 'fbt::vfs_read:entry { trace(args[0]->f_flags); }' 2>&1
echo "args: status $?"
SH
