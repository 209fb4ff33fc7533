# stack() on a system call: a blank line, then kernel frames indented by
# 14 spaces, as module`function+0xoffset; the frames below the tracepoint
# include the kernel's system call entry, do_syscall_64 (the frames above
# it vary with the kernel's build, so only the structure is checked).
# stackframes=3 keeps three frames; stack(2) two.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$DTRACE" -q -o "$T/out" -n 'syscall::write:entry /pid == $target/ {
    stack(); exit(0); }' -c '/bin/echo hi' >/dev/null 2>&1
sed -n 1p "$T/out" | grep -c '^$'
grep -c '^              vmlinux`do_syscall_64+0x[0-9a-f]*$' "$T/out"
sed 1d "$T/out" | grep -v '^$' | grep -vc '^              [a-z_0-9]*`[A-Za-z_0-9.]*+0x[0-9a-f]*$'
"$DTRACE" -q -o "$T/out2" -x stackframes=3 -n 'syscall::write:entry
    /pid == $target/ { stack(); stack(2); exit(0); }' -c '/bin/echo hi' \
    >/dev/null 2>&1
grep -c '^              vmlinux`' "$T/out2"
