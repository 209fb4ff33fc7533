# build.sh -- sourced by the usdt tracing cases: builds queries.c in a
# temporary directory $T the DTrace way (dtrace -h, cc -c, dtrace -G over
# the object, link) into $T/queries; $T goes away when the case exits.
# build_queries32 OPT SRC OUT builds SRC (queries.c or another program of
# qprov.d) as an i386 program (cc -m32, dtrace -G -32) with optimization
# OPT into $T/OUT.  build_renamed PROV OUT builds queries.c with its
# provider myapp renamed PROV (so that a glob matches no other case's
# process) into $T/OUT.  build_forker PROV (after build_renamed PROV)
# builds forker.c, the server that forks a worker per connection, with
# that provider into $T/forker.  wait_ready waits (up to 10 s, scaled) for the
# line "ready" that dtrace's BEGIN clause writes to ./out.
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
build_queries() {
	cp "$HERE/qprov.d" "$HERE/queries.c" "$T" && cd "$T" &&
	    "$DTRACE" -h -s qprov.d && cc -O2 -c queries.c &&
	    "$DTRACE" -G -s qprov.d queries.o &&
	    cc -o queries queries.o qprov.o
}
build_renamed() {
	local up
	up=$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')
	cd "$T" && sed "s/myapp/$1/" "$HERE/qprov.d" >"$1.d" &&
	    sed "s/MYAPP_/${up}_/g; s/qprov\.h/$1.h/" "$HERE/queries.c" \
	    >"$2.c" && "$DTRACE" -h -s "$1.d" && cc -O2 -c "$2.c" &&
	    "$DTRACE" -G -s "$1.d" "$2.o" && cc -o "$2" "$2.o" "$1.o"
}
build_forker() {
	local up
	up=$(printf '%s' "$1" | tr '[:lower:]' '[:upper:]')
	sed "s/myapp/$1/; s/MYAPP_/${up}_/g; s/qprov\.h/$1.h/" \
	    "$HERE/forker.c" >forker.c && cc -O2 -c forker.c &&
	    "$DTRACE" -G -s "$1.d" -o forkprov.o forker.o &&
	    cc -o forker forker.o forkprov.o
}
wait_ready() {
	local i
	for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
		grep -q ready out 2>/dev/null && break
		sleep 0.1
	done
}
build_queries32() {
	cp "$HERE/qprov.d" "$HERE/$2" "$T" && cd "$T" &&
	    "$DTRACE" -h -s qprov.d && cc -m32 "$1" -c "$2" -o "$3.o" &&
	    "$DTRACE" -G -32 -s qprov.d -o "$3-prov.o" "$3.o" &&
	    cc -m32 -o "$3" "$3.o" "$3-prov.o"
}
