# ustack() as an aggregation key in a kernel probe, in a program built
# -O2 -fomit-frame-pointer: the kernel unwinds the user stack from the
# CFI of the process's objects (rows dtrace compiled from .eh_frame), so
# the key has every caller, down to _start.  Without the in-kernel
# unwinder (DTRACE_DEBUG_KFEAT_OFF=kunwind: a kernel without bpf_loop),
# the key is the frame-pointer walk, which ends at the first function.
# libc's offsets differ between C library builds: masked.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp-sys" "$(dirname "$0")/nofp-sys.c" ||
    exit 1
D='syscall::write:entry /pid == $target/ { @[ustack()] = count(); }'
mask() { sed -e 's/^\( *libc\.so\.6`[A-Za-z_]*\)+0x[0-9a-f]*$/\1/'; }
"$DTRACE" -q -n "$D" -c "$T/nofp-sys" 2>"$T/err" | mask
echo "status ${PIPESTATUS[0]}"
DTRACE_DEBUG_KFEAT_OFF=kunwind "$DTRACE" -q -n "$D" -c "$T/nofp-sys" \
    2>"$T/err" | mask
echo "status ${PIPESTATUS[0]}"
