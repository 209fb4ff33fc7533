# ustack() at the entry of a library function (operator new, which
# starts with endbr64) has the caller, as DTrace puts it in, whether or
# not the kernel's walk adds it (Linux 6.11 adds it at some entries:
# not twice then); ucaller and ustackdepth agree with it.  And from a
# program without frame pointers (-O2), whose frames the walk cannot
# follow: under ustackmode=auto the stack is unwound from DWARF CFI (by
# the kernel, or by the consumer from a stack copy where it cannot), as
# the probe's library has frame pointers but the target's executable has
# none.  Offsets vary with the compiler: masked.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
g++ -O2 -fno-omit-frame-pointer -o "$T/nc" "$(dirname "$0")/newcaller.cc" ||
    exit 1
"$DTRACE" -q -n 'pid$target:libstdc??.so.6:_Znwm:entry /n++ == 0/ {
    ustack(); ufunc(ucaller); printf("\ndepth %d\n", ustackdepth); }' \
    -c "$T/nc" 2>/dev/null | sed 's/+0x[0-9a-f]*/+0xN/; s/ *$//'
echo "status ${PIPESTATUS[0]}"
g++ -O2 -o "$T/nofp" "$(dirname "$0")/newcaller.cc" || exit 1
"$DTRACE" -q -n 'pid$target:libstdc??.so.6:_Znwm:entry /n++ == 0/ {
    ustack(); ufunc(ucaller); printf("\n"); }' \
    -c "$T/nofp" 2>/dev/null | sed 's/+0x[0-9a-f]*/+0xN/; s/ *$//'
echo "status ${PIPESTATUS[0]}"
