# ustackmode=auto (the default) at a usdt probe in a program built with
# -O2 -fomit-frame-pointer: the probe's object has no frame pointers, and
# the stack is unwound with the CFI, every frame from the probe site down
# to _start (as ustack-dwarf.sh shows for a pid probe): by the kernel,
# and where it cannot (DTRACE_DEBUG_KFEAT_OFF=kunwind) from a copy of
# the stack by the consumer, the same frames.
# The libc frames are shown without their offsets, which differ between
# C library builds.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofpu" "$(dirname "$0")/nofp-usdt.c" ||
    exit 1
for off in "" kunwind; do
	DTRACE_DEBUG_KFEAT_OFF=$off "$DTRACE" -q -n \
	    'nofpu$target:::leaf /n++ == 0/ { ustack(); }' \
	    -c "$T/nofpu" >"$T/out" 2>"$T/err"
	echo "status $?"
	sed -e 's/^\( *libc\.so\.6`[A-Za-z_]*\)+0x[0-9a-f]*$/\1/' \
	    -e 's/^\( *nofpu`leaf\)+0x[0-9a-f]*$/\1+OFF/' "$T/out"
done
