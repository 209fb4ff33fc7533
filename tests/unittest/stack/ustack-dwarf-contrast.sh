# The program built with -fno-omit-frame-pointer: ustackmode=auto sees the
# frame-pointer prologues and keeps the kernel's frame-pointer walk (at a
# function's entry it has not pushed its frame yet; its caller mid() is
# added from the return address at the stack pointer, as DTrace shows
# it); ustackmode=dwarf unwinds with the CFI and finds the same frames.
# Frames below main() are cut off.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fno-omit-frame-pointer -o "$T/fp" "$(dirname "$0")/nofp.c" ||
    exit 1
for mode in auto dwarf; do
	"$DTRACE" -x ustackmode=$mode -q \
	    -n 'pid$target:a.out:leaf:entry /n++ == 0/ { ustack(); }' \
	    -c "$T/fp" >"$T/out" 2>"$T/err"
	echo "$mode: status $?"
	awk '/main/ { print; exit } { print }' "$T/out"
done
