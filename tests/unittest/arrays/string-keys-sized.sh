# String keys take the bytes their longest use needs (execname's 16, a
# literal's own), not strsize's: the same strings still find the same
# element whatever expression gave them, strings that differ past 16
# bytes stay apart, and a smaller strsize still truncates keys as DTrace
# does (with strsize=8 the two literals are one key).
prog='BEGIN {
	a[execname] = 1;
	a["dtrace"] = a["dtrace"] + 1;
	b["sixteen-chars-ab", 1] = 1;
	b["sixteen-chars-abc", 1] = 2;
	self->c[execname, "x"] = 3;
	s = "dtrace";
	printf("%d %d %d %d %d\n", a[execname], a[s], b["sixteen-chars-ab", 1],
	    b["sixteen-chars-abc", 1], self->c["dtrace", "x"]);
	exit(0);
}'
"$DTRACE" -q -n "$prog"
echo "status $?"
"$DTRACE" -q -x strsize=8 -n "$prog"
echo "status $?"
