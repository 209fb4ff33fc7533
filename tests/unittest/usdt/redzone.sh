# A traced probe site leaves the red zone alone: redzone.c's leaf keeps
# its locals below %rsp, where a site that the kernel turns into a call
# (the 5-byte nop's optimised uprobe, Linux 6.18 on x86-64) would push
# the return address over them.
. "$(dirname "$0")/build.sh"
cp "$HERE/qprov.d" "$HERE/redzone.c" "$T" && cd "$T" &&
    "$DTRACE" -h -s qprov.d && cc -O2 -c redzone.c &&
    "$DTRACE" -G -s qprov.d redzone.o &&
    cc -o redzone redzone.o qprov.o || exit 1
echo "--- untraced"
./redzone
echo "--- traced"
"$DTRACE" -q -n 'myapp$target:::query-done { @ = count(); }
    END { printa("fired %@d\n", @); }' -c ./redzone
echo "status $?"
