# Every use of a histogram aggregation gives the parameters of its first:
# DTrace names the first one that differs, and both values.
while read -r first second; do
	"$DTRACE" -x errtags -qn "BEGIN { @ = $first; @ = $second; exit(0); }" \
	    2>&1 | sed "s/^.*}: //"
done <<'CALLS'
lquantize(1,0,10)	lquantize(1,1,10)
lquantize(1,0,10)	lquantize(1,0,20)
lquantize(1,0,10,1)	lquantize(1,0,10,2)
llquantize(1,10,0,2,10)	llquantize(1,2,0,2,2)
llquantize(1,10,0,2,10)	llquantize(1,10,1,2,10)
llquantize(1,10,0,2,10)	llquantize(1,10,0,3,10)
llquantize(1,10,0,2,10)	llquantize(1,10,0,2,5)
CALLS
