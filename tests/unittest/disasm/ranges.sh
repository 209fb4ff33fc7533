# Our program is one for the probe, with all its clauses (and those of
# dtrace:::ERROR, which each fault block runs): a variable is listed for
# each clause that uses it, with RANGE the clause's instructions.  Ranges
# follow each other in the program, an ERROR clause's inside the clause
# that faulted; a clause's predicate is in its range (x, read there).
"$DTRACE" -Sen '
BEGIN
{
	x = *(int *)0;
}

BEGIN
/x == 0/
{
	self->y = x;
	exit(0);
}

ERROR
{
	trace(arg4);
}' 2>&1 | awk '
/^Disassembly of dtrace:::BEGIN/ { inbegin = 1; next }
/^Disassembly/ { inbegin = 0 }
inbegin && /^[0-9][0-9][0-9][0-9] / { last = $1 + 0 }
inbegin && /^NAME/ && /KND SCP/ {
	while ((getline line) > 0 && line != "") {
		split(line, f, / +/)
		r = (f[3] ~ /^[0-9]+$/) ? f[6] : f[5]
		if (!(r in num)) {
			num[r] = ++n
			split(substr(r, 2, length(r) - 2), b, "-")
			from[n] = b[1] + 0; to[n] = b[2] + 0
		}
		print f[1], "clause", num[r]
	}
}
END {
	print n, "ranges"
	print "the ERROR clause within the first:",
	    (from[1] < from[2] && to[2] < to[1]) ? "yes" : "no"
	print "the second right after the first:",
	    (from[3] == to[1] + 1) ? "yes" : "no"
	print "in the program:", (to[3] <= last && from[1] > 0) ? "yes" : "no"
}'
