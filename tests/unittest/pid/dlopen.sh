# pid probes in a library the process loads later with dlopen(): with -Z,
# the module is found as the dynamic linker would find it (here through
# the executable's RUNPATH or LD_LIBRARY_PATH), by soname and by its
# name's start, and the probes fire from the first call on.  A return probe's arg0 (the
# offset of the returning instruction) is the same as when the library
# was loaded from the start.  Without -Z the description is an error.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
D=$(dirname "$0")
cc -O1 -shared -fPIC -o "$T/libplug.so" "$D/plug.c" || exit 1
cc -O1 -o "$T/dlopen" "$D/dlopen.c" -Wl,-rpath,"$T" || exit 1
cc -O1 -DLINKED -o "$T/linked" "$D/dlopen.c" -L"$T" -lplug \
    -Wl,-rpath,"$T" || exit 1
prog='pid$target:MOD:plug_add:entry { printf("%s %s %d %d\n", probemod,
    probefunc, arg0, arg1); }
pid$target:MOD:plug_add:return { printf("%s = %d\n", probename, arg1);
    ret = arg0; }
END { printf("arg0 %d\n", ret); }'
for mod in libplug.so libplug; do
	"$DTRACE" -Zq -n "${prog//MOD/$mod}" -c "$T/dlopen" >"$T/out"
	echo "status $?"
	cat "$T/out"
done
mkdir "$T/lib2" && cp "$T/libplug.so" "$T/lib2/libplug2.so" || exit 1
# the path dtrace itself may run with (a build tree's libdtrace) kept
LD_LIBRARY_PATH="$T/lib2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$DTRACE" -Zq -n "${prog//MOD/libplug2.so}" \
    -c "$T/dlopen libplug2.so"
echo "status $?"
"$DTRACE" -q -n "${prog//MOD/libplug.so}" -c "$T/linked" >"$T/linked.out"
echo "status $?"
tail -2 "$T/linked.out" | diff - <(tail -2 "$T/out") && echo "same arg0"
"$DTRACE" -n 'pid$target:libplug.so:plug_add:entry { }' -c "$T/dlopen" \
    2>&1 | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
