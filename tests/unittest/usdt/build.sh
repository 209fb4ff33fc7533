# build.sh -- sourced by the usdt tracing cases: builds queries.c in a
# temporary directory $T the DTrace way (dtrace -h, cc -c, dtrace -G over
# the object, link) into $T/queries; $T goes away when the case exits.
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
build_queries() {
	cp "$HERE/qprov.d" "$HERE/queries.c" "$T" && cd "$T" &&
	    "$DTRACE" -h -s qprov.d && cc -O2 -c queries.c &&
	    "$DTRACE" -G -s qprov.d queries.o &&
	    cc -o queries queries.o qprov.o
}
