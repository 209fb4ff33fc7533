# pid probes in a library that the dynamic linker's search would not find
# (dlopen()ed by a path of its own), and by a module glob: dtrace notices
# the new mapping (it looks a few times a second) and enables the probes
# then, so calls made before that are missed; the program calls every
# 20 ms and the first call traced ends the session.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
D=$(dirname "$0")
mkdir "$T/plugins" &&
    cc -O1 -shared -fPIC -o "$T/plugins/libplug.so" "$D/plug.c" &&
    cc -O1 -o "$T/dlopen" "$D/dlopen.c" || exit 1
for mod in libplug.so 'libplu*'; do
	"$DTRACE" -Zq -n "pid\$target:$mod:plug_add:entry {
	    printf(\"%s %s %d\\n\", probemod, probefunc, arg0 == arg1);
	    exit(0); }" -c "$T/dlopen $T/plugins/libplug.so loop"
	echo "status $?"
done
# without -Z a glob that matches nothing yet is an error, as in DTrace
"$DTRACE" -q -n 'pid$target:libplu*:plug_add:entry { }' \
    -c "$T/dlopen $T/plugins/libplug.so" 2>&1 | sed 's/pid[0-9][0-9]*/pidPID/g'
echo "status ${PIPESTATUS[0]}"
