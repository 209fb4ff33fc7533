# An aggregation key keeps a ustack() as frame addresses even where
# records are unwound with DWARF (a stack copy is never equal bytes):
# @[ustack()] of the no-frame-pointer program counts both calls under the
# one stack the frame-pointer walk finds, while the record of the same
# clause unwinds fully.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry { @[ustack(1)] = count(); }
    pid$target:a.out:leaf:entry /n++ == 0/ { ustack(4); }' \
    -c "$T/nofp" 2>"$T/err"
echo "status $?"
