# ustackmode=auto (the default) in a kernel probe: the -c target's
# executable has no frame pointers, and its stack is unwound with the CFI
# (registers from bpf_task_pt_regs()): the write(2) that flushes stdout
# at exit unwinds from libc's write() down to _start.  By the kernel from
# CFI rows; and where the kernel cannot (DTRACE_DEBUG_KFEAT_OFF=kunwind:
# no bpf_loop), the target's stack is copied and the consumer unwinds it,
# with the same frames, while other processes' stacks are walked by
# frame pointers.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
for off in "" kunwind; do
	DTRACE_DEBUG_KFEAT_OFF=$off "$DTRACE" -q -n \
	    'syscall::write:entry /pid == $target && n++ == 0/ { ustack(); }' \
	    -c "$T/nofp" >"$T/out" 2>"$T/err"
	echo "status $?"
	grep -c 'libc\.so\.6`write+0x' "$T/out"
	grep -c 'libc\.so\.6`__libc_start_main+0x' "$T/out"
	grep -c 'nofp`_start+0x' "$T/out"
done
