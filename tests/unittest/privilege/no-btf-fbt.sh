# Without the kernel's BTF (as no-btf takes it away) on a kernel without
# kprobes, fbt has no way to attach (fentry needs the function's BTF id):
# its probes match nothing, and the message says why.
export DTRACE
unshare -m --propagation private bash -s <<'SH'
mount --bind /dev/null /sys/kernel/btf/vmlinux || exit 1
"$DTRACE" -q -n 'fbt::vfs_read:entry { exit(0); }' 2>&1
echo "fbt: status $?"
SH
