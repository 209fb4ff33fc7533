# The parameters of lquantize() and llquantize(), and the increment of the
# histogram functions, checked as DTrace checks them, with its tags and
# messages (a parameter is numbered without x: base is argument #1; the
# increment is counted with x).
while read -r call; do
	"$DTRACE" -x errtags -qn "BEGIN { i = 1; @ = $call; exit(0); }" 2>&1 |
	    sed "s/^.*}: //"
done <<'CALLS'
lquantize(1, i, 10)
lquantize(1, 0x100000000, 10)
lquantize(1, 0, i)
lquantize(1, 0, -0x100000000)
lquantize(1, 10, 5)
lquantize(1, 5, 5)
lquantize(1, 0, 10, 0)
lquantize(1, 0, 10, -1)
lquantize(1, 0, 10, i)
lquantize(1, 0, 10, 0x10000)
lquantize(1, 0, 10, 20)
lquantize(1, 0, 100000, 1)
lquantize(1, 0, 10, 1, "a")
lquantize(1, 0, 10, 1, 1, 1)
lquantize(1, i, 10, 1, 1, 1)
llquantize(1, 1, 0, 2, 1)
llquantize(1, i, 0, 2, 1)
llquantize(1, 0x10000, 0, 2, 1)
llquantize(1, 10, i, 2, 10)
llquantize(1, 10, -1, 2, 10)
llquantize(1, 10, 0, i, 10)
llquantize(1, 10, 0, 0x10000, 10)
llquantize(1, 10, 3, 2, 10)
llquantize(1, 10, 0, 20, 10)
llquantize(1, 10, 0, 2, i)
llquantize(1, 10, 0, 2, 0)
llquantize(1, 10, 0, 2, -2)
llquantize(1, 10, 0, 2, 0x10000)
llquantize(1, 10, 0, 2, 3)
llquantize(1, 10, 0, 2, 25)
llquantize(1, 10, 0, 2, 1000)
llquantize(1, 10, 1, 2, 1000)
llquantize(1, 10, 0, 2, 10, "x")
llquantize(1, 10, 0, 2, 10, 1, 1)
quantize(1, "x")
quantize(1, 2, 3)
lquantize(1, 0)
CALLS
