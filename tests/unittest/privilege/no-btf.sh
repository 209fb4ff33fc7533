# Without the kernel's BTF (/dev/null bound over /sys/kernel/btf/vmlinux
# in a mount namespace of its own, as a kernel built without
# CONFIG_DEBUG_INFO_BTF has none): what needs no kernel type still works
# (a system call count, printf), and what does (curthread's type, ppid's
# task_struct offsets) gives one message that names the file and the
# kernel option, status 1.  libbpf's own "failed to find valid kernel
# BTF" is not shown.  fbt: no-btf-fbt and no-btf-kprobe.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O0 -o trigger "$src/../syscall/trigger.c" || exit 1
export DTRACE
unshare -m --propagation private bash -s <<'SH'
mount --bind /dev/null /sys/kernel/btf/vmlinux || exit 1
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { @n = count(); }
    END { printa("getppid %@d\n", @n); }' -c ./trigger 2>/dev/null
echo "syscall count: status $?"
"$DTRACE" -q -n 'BEGIN { printf("%d %s\n", 6 * 7, "printf"); exit(0); }' 2>&1
echo "printf: status $?"
"$DTRACE" -q -n 'BEGIN { trace(curthread->pid); exit(0); }' 2>&1
echo "curthread: status $?"
"$DTRACE" -q -n 'BEGIN { trace(ppid); exit(0); }' 2>&1
echo "ppid: status $?"
SH
