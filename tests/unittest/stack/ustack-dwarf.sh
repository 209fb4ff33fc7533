# ustack() of a program built with -O2 -fomit-frame-pointer, at the
# entry of leaf() in main -> top -> mid -> leaf: by default
# (ustackmode=auto) the pid probe's object has no frame pointers, and the
# stack is unwound with the objects' CFI: every frame shows, down through
# main() into the C library's start-up code and _start.  By the kernel
# from CFI rows, and where it cannot (DTRACE_DEBUG_KFEAT_OFF=kunwind) by
# the consumer from a copy of the stack: the same frames.
# The libc frames are shown without their offsets, which differ between
# C library builds.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
for off in "" kunwind; do
	DTRACE_DEBUG_KFEAT_OFF=$off "$DTRACE" -q -n \
	    'pid$target:a.out:leaf:entry /n++ == 0/ { ustack(); }' \
	    -c "$T/nofp" >"$T/out" 2>"$T/err"
	echo "status $?"
	sed -e 's/^\( *libc\.so\.6`[A-Za-z_]*\)+0x[0-9a-f]*$/\1/' "$T/out"
done
