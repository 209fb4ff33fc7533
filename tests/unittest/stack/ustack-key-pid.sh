# ustack() as an aggregation key at a pid probe on the entry of a
# function built without frame pointers: unwound in the kernel from the
# CFI, the key is the whole stack (at the entry the return address is at
# the stack pointer, as the CFI says), the same as ustack()'s record,
# which the consumer unwinds from a stack copy; the two calls count under
# the one key.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry { @[ustack()] = count(); }
    pid$target:a.out:leaf:entry /n++ == 0/ { ustack(); }' \
    -c "$T/nofp" 2>"$T/err" |
    sed -e 's/^\( *libc\.so\.6`[A-Za-z_]*\)+0x[0-9a-f]*$/\1/'
echo "status ${PIPESTATUS[0]}"
