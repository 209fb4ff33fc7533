# The same program with ustackmode=fp: the kernel's frame-pointer walk
# cannot find the callers of code built without frame pointers, so top()
# is lost (mid(), leaf()'s caller, is the return address at the stack
# pointer, added at an entry probe; what the walk finds past that
# depends on what rbp happens to hold); with ustackmode=dwarf, as with
# auto, they are all there.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" "$(dirname "$0")/nofp.c" ||
    exit 1
for mode in fp dwarf; do
	"$DTRACE" -x ustackmode=$mode -q \
	    -n 'pid$target:a.out:leaf:entry /n++ == 0/ { ustack(); }' \
	    -c "$T/nofp" >"$T/out" 2>"$T/err"
	echo "$mode: status $?"
	grep -c 'nofp`leaf$' "$T/out"
	grep -c 'nofp`mid+' "$T/out"
	grep -c 'nofp`top+' "$T/out"
done
