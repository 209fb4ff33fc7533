# dtrace -G -32: the object is i386 ELF with the i386 registration helper
# merged in.  It defines no global symbol but its semaphores (the helper's
# hidden pc thunks, __x86.get_pc_thunk.*, become locals), so a program
# links two -G -32 objects, each with its own provider; when it runs, each
# object registers its DOF (one registry entry each, holding "\177DOF")
# and the entries go when it exits.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" "$HERE/app.c" .
cat >second.d <<'_EOF'
provider second {
	probe ping(int);
};
_EOF
cat >second.c <<'_EOF'
#include "second.h"
void second_ping(int n) { SECOND_PING(n); }
_EOF
"$DTRACE" -h -s myapp.d && "$DTRACE" -h -s second.d &&
    cc -m32 -O2 -c app.c && cc -m32 -O2 -c second.c &&
    "$DTRACE" -G -32 -s myapp.d app.o &&
    "$DTRACE" -G -32 -s second.d -o second-prov.o second.o || exit 1
readelf -h myapp.o | awk '/Class:|Machine:/ { $1 = $1; print }'
echo "--- global definitions"
nm -g --defined-only myapp.o | awk '{ print $2, $3 }'
echo "--- pc thunks"	# which ones depends on the compiler's registers
nm myapp.o | awk '/get_pc_thunk/ { n++; if ($2 != "t") print $2, $3 }
    END { if (n > 0) print "all local" }'
cc -m32 -o app app.o myapp.o second.o second-prov.o || exit 1
echo "--- probes of both providers"
readelf -n app | awk '/Provider:/ { print $2 }' | sort | uniq -c
echo "--- run"
./app go >out &
wait_line out '^pid' || exit 1
pid=$(sed -n 's/^pid //p' out)
echo "$(registry | grep -c "^$pid-") entries"
for e in $(registry); do
	addr=${e#*-}
	dd if="/proc/$pid/mem" bs=4 count=1 skip=$((16#$addr)) \
	    iflag=skip_bytes 2>/dev/null | od -An -c | tr -s ' '
done
touch go
wait $!
echo "status $?, $(registry | wc -l) entries after exit"
