# An aggregation key holds a ustack() as frame addresses (unwound in the
# kernel: ustack-key-pid), where a record in DWARF form holds a stack
# copy the consumer unwinds: @[ustack(1)] of the no-frame-pointer program
# counts both calls under one key, while the record of the same clause
# unwinds its four frames.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry { @[ustack(1)] = count(); }
    pid$target:a.out:leaf:entry /n++ == 0/ { ustack(4); }' \
    -c "$T/nofp" 2>"$T/err"
echo "status $?"
