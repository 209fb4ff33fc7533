# Two ustack()s in one clause under ustackmode=auto: a stack copy (9 KiB
# by default) fits the record (maxrecsize, 16 KiB) once, so printf()'s
# %k is unwound with DWARF and the trace() after it, which would not fit,
# stays a frame-pointer walk: the clause compiles as it does with
# ustackmode=fp.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry /n++ == 0/ {
    printf("%k\n", ustack(3)); trace(ustack(2)); }' \
    -c "$T/nofp" 2>"$T/err"
echo "status $?"
