# Frames in code a JIT compiled are named from /tmp/perf-PID.map (the
# map perf reads, written by Node --perf-basic-prof, Java perf-map-agent,
# Python 3.12 -X perf): name+offset, with no module, in ustack(),
# jstack() (ustack() of jstackframes, as DTrace's), usym(), ufunc() and
# uaddr(); umod() knows no object there.  A map owned by another user
# than the process's (or root) is not believed, as perf does not; without
# a map the frame is an address.  Frames below the JIT code vary with the
# compiler: two are printed.
T=$(mktemp -d)
trap 'rm -rf "$T"; rm -f /tmp/perf-$p1.map /tmp/perf-$p2.map /tmp/perf-$p3.map' EXIT
cc -O1 -fno-omit-frame-pointer -o "$T/jit" "$(dirname "$0")/jit.c" || exit 1
prog='pid$target::leaf:entry {
	ustack(2); jstack(2);
	usym(ucaller); ufunc(ucaller); uaddr(ucaller); umod(ucaller);
	printf("\n");
	exit(0);
}'
"$T/jit" & p1=$!
"$DTRACE" -q -n "$prog" -p $p1 | sed 's/0x[0-9a-f]\{6,\}/ADDR/g; s/ADDR  */ADDR /g; s/ *$//'
echo "status ${PIPESTATUS[0]}"
kill $p1
"$T/jit" foreign & p2=$!
"$DTRACE" -q -n "$prog" -p $p2 | sed 's/0x[0-9a-f]\{6,\}/ADDR/g; s/ADDR  */ADDR /g; s/ *$//'
echo "status ${PIPESTATUS[0]}"
kill $p2
"$T/jit" nomap & p3=$!
"$DTRACE" -q -n "$prog" -p $p3 | sed 's/0x[0-9a-f]\{6,\}/ADDR/g; s/ADDR  */ADDR /g; s/ *$//'
echo "status ${PIPESTATUS[0]}"
kill $p3
wait 2>/dev/null
