# User C++ names are printed as their source spells them, as FreeBSD's
# and macOS's DTrace print them: ustack() (also as an aggregation key),
# usym(), ufunc() and uaddr(); -x mangled prints the symbols, as illumos
# and Oracle do.  probefunc, the probe's own name, stays the symbol.
# (Offsets vary with the compiler: masked.)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
g++ -O0 -fno-omit-frame-pointer -o "$T/cx" "$(dirname "$0")/cxxnames.cc" ||
    exit 1
D='pid$target::_ZN4shop5twice*:entry { printf("%s\n", probefunc);
    ustack(); usym(ucaller); printf("\n"); ufunc(ucaller);
    printf("\n"); uaddr(ucaller); printf("\n"); @[ustack()] = count(); }'
"$DTRACE" -q -n "$D" -c "$T/cx" 2>/dev/null | sed 's/+0x[0-9a-f]*/+0xN/'
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -x mangled -q -n "$D" -c "$T/cx" 2>/dev/null |
    sed 's/+0x[0-9a-f]*/+0xN/'
echo "status ${PIPESTATUS[0]}"
