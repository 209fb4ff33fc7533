# Our -h/-G next to systemtap's dtrace (Debian's systemtap-sdt-dev), for
# the same provider file and the same program: the .note.stapsdt notes
# name the same providers and probes ("query__start", which perf, bpftrace
# and bcc scripts for distribution builds use), with the same argument
# sizes; what DOF adds (the .SUNW_dof section, the helper) is ours alone.
# Each probe site is the 1-byte nop, as systemtap's: not the 5-byte nop
# the kernel optimises into a call, which writes into the red zone.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cat >shop.d <<'EOD'
provider shop {
	probe order__placed(int, char *);
	probe order__shipped(long long);
	probe idle();
};
EOD
cat >app.c <<'EOC'
#include "shop.h"
int
main(int argc, char **argv)
{
	(void)argv;
	if (SHOP_ORDER_PLACED_ENABLED())
		return 1;
	SHOP_ORDER_PLACED(argc, "pen");
	SHOP_ORDER_SHIPPED(7LL * argc);
	SHOP_IDLE();
	return 0;
}
EOC
build() {	# build DIR DTRACE
	mkdir "$1" && cp shop.d app.c "$1" && (cd "$1" &&
	    "$2" -h -s shop.d -o shop.h && cc -O2 -c app.c &&
	    "$2" -G -s shop.d -o shop.o app.o && cc -o app app.o shop.o) ||
	    echo "$1: build failed"
}
build ours "$DTRACE"
build stap /usr/bin/dtrace
notes ours/app | sort >ours.notes
notes stap/app | sort >stap.notes
cat ours.notes
cmp -s ours.notes stap.notes && echo "notes as systemtap's" ||
    diff ours.notes stap.notes
ours/app; echo "status $?"
# the instruction at each probe address (the note's first word)
readelf -n ours/app | awk '/Location:/ { sub(",", "", $2); print $2 }' |
while read -r pc; do
	objdump -d --start-address=$((pc)) --stop-address=$((pc + 1)) \
	    ours/app | sed -n 's/^ *[0-9a-f]*:\t\([0-9a-f ]*[0-9a-f]\) *\t.*/\1/p'
done | sort | uniq -c
