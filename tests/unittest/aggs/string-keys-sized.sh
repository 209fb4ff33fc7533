# An aggregation's string keys take the bytes their longest use needs
# (execname's 16, a literal's own; strsize for a string variable), so
# two aggregations with the same keys may lay them out differently:
# printa() of both still joins their tuples by value, sorts them, and
# @b's literal and execname keys are one tuple; strsize=8 truncates keys
# as DTrace does.
prog='BEGIN {
	s = "dtrace"; t = "other";
	@a[execname, 1] = count();
	@b[s, 1] = sum(3); @b[t, 2] = sum(4);
	@c["dtrace"] = count(); @c[execname] = count();
	@d["a-long-literal-key-one"] = count();
	@d["a-long-literal-key-two"] = count();
	printa("%s %d %@d %@d\n", @a, @b);
	printa("%s %@d\n", @b, @a);
	printa("%s %@d\n", @c);
	printa("%s %@d\n", @d);
	exit(0);
}'
"$DTRACE" -q -n "$prog"
echo "status $?"
"$DTRACE" -q -x strsize=8 -n "$prog"
echo "status $?"
