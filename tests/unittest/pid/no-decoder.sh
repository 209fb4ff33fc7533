# Capstone is loaded when the pid provider first needs the instructions
# of a function, not at every start of dtrace.  Where it cannot be loaded
# (here: a library of that name that is no library), the probes that need
# instructions (offsets, return, globs) fail and say why; entry probes,
# which need none, still work.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf 'int twice(int x) { return 2 * x; }\nint main(void) { return twice(1) - 2; }\n' > "$T/t.c"
cc -O0 -o "$T/t" "$T/t.c" || exit 1
for v in 4 5 6; do echo 'not a library' > "$T/libcapstone.so.$v"; done
export LD_LIBRARY_PATH="$T${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
"$DTRACE" -q -n 'pid$target:a.out:twice:entry { printf("entry\n"); }' \
    -c "$T/t"
echo "status $?"
for d in 'pid$target:a.out:twice:1' 'pid$target:a.out:twice:return' \
    'pid$target:a.out:twi*:'; do
	"$DTRACE" -q -n "$d { exit(0); }" -c "$T/t" 2>&1 |
	    sed -e 's/pid[0-9][0-9]*/pidN/g' -e "s|$T|DIR|g" \
	    -e 's/libcapstone\.so\.[0-9]/libcapstone.so.V/g' \
	    -e 's/DIR\/libcapstone.so.V: .*/DIR\/libcapstone.so.V: (why)/'
	echo "status ${PIPESTATUS[0]}"
done
