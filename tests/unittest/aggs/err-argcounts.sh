# Argument counts of actions and aggregating functions are checked against
# their DTrace prototypes first, with D_PROTO_LEN and its wording: "at
# least N" when optional or variable arguments follow the N required ones,
# "at most N" past the optional ones, plain "N" for a fixed count
for p in 'printa()' 'clear()' 'denormalize()' '@a = count(); normalize(@a)' \
    '@a = count(); normalize(@a, 1, 2)' 'trunc()' \
    '@a = count(); trunc(@a, 1, 2)' 'tracemem(0, 8, 1, 2)' 'setopt()' \
    'setopt("a", "b", "c")' '@a = quantize()' '@a = lquantize(1, 2)' \
    '@a = llquantize(1, 2, 3, 4)' 'trace(copyinstr())' \
    'trace(copyinstr(0, 1, 2))' 'stack(1, 2)' 'printa("%d")'; do
	"$DTRACE" -x errtags -n "BEGIN { $p; }" 2>&1
	echo "$p: status $?"
done
