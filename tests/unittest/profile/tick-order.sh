# tick-N fires on whichever CPU first passes its deadline (an idle CPU may
# deliver no samples), so its firings hop between CPUs; they must still
# print in firing order.  A pass of the consumer reads the CPUs' rings one
# after the other, and while it copies a busy CPU's records (dd's writes,
# on CPU 0) a tick that fired there after the ring was read and then on
# CPU 1 before that ring was read printed out of order: 17 to 43 of 3000
# lines here before a pass left what began after it for the next pass.
taskset -c 1 sh -c 'while :; do :; done' &
spin=$!
taskset -c 0 dd if=/dev/zero of=/dev/null bs=1 count=1000000000 \
    2>/dev/null &
dd=$!
trap 'kill $spin $dd 2>/dev/null' EXIT
"$DTRACE" -q -n '
syscall::write:entry /pid == '$dd'/ { printf("w\n"); }
tick-1ms /i < 3000/ { printf("t %d %d\n", i++, cpu); }
tick-1ms /i == 3000/ { exit(0); }' |
    awk '$1 == "t" {
	if ($2 < n) bad++	# a gap is a drop (dd writes a lot), not disorder
	else n = $2 + 1
	if ($3 != cpu) hops++
	cpu = $3
    }
    END {
	print "firings " n ", out of order " bad + 0
	print (hops > 10 ? "hopped CPUs" : "did not hop CPUs: " hops)
    }'
