# Without CAP_SYS_ADMIN (or CAP_BPF and CAP_PERFMON) dtrace says what
# DTrace says when it cannot open its device, and exits 1, whatever it
# was asked to trace, list or compile; -h and -G, which touch no kernel
# object, and -V work for anyone.  Runs as nobody, no capabilities.
dir=$(mktemp -d)
chmod 777 "$dir"
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
cat >prov.d <<'D'
provider unpriv { probe ping(int); };
D
cat >app.c <<'C'
#include "prov.h"
int main(void) { UNPRIV_PING(1); return 0; }
C
nobody() {
	setpriv --reuid=nobody --regid=nogroup --clear-groups \
	    --inh-caps=-all --bounding-set=-all "$@"
}
for args in "-n BEGIN" "-l" "-l -n syscall:::" "-e -n BEGIN" \
    "-n syscall::getpid:entry -c true"; do
	nobody "$DTRACE" $args >out 2>err
	echo "dtrace $args: status $?"
	cat err out
done
nobody "$DTRACE" -h -s prov.d
echo "dtrace -h: status $?"
nobody cc -c app.c && nobody "$DTRACE" -G -s prov.d app.o
echo "dtrace -G: status $?"
nobody cc -o app prov.o app.o && echo "linked" && ./app && echo "ran"
nobody "$DTRACE" -V
