# The variable tables of dtrace -S output, reduced to the fields that do
# not depend on how a program's code is laid out (as Oracle's tests under
# test/unittest/variables reduce them): NAME OFFSET KND SCP FLAG TYPE,
# leaving out ID and RANGE.  A variable without an offset (a built-in or
# dynamic variable) has one field fewer.  Exits 1 if there is no table.
BEGIN { status = 1 }

/^NAME/ && /KND SCP/ {
	printf "%-16s %-6s %-3s %-3s %-4s %s\n",
	    "NAME", "OFFSET", "KND", "SCP", "FLAG", "TYPE"
	while ((getline line) > 0 && line != "") {
		n = split(line, f, / +/)
		if (f[3] == "scl" || f[3] == "arr") {
			off = ""; k = 3
		} else {
			off = f[3]; k = 4
		}
		type = f[k + 4]
		for (i = k + 5; i <= n; i++)
			type = type " " f[i]
		printf "%-16s %-6s %-3s %-3s %-4s %s\n", f[1], off, f[k],
		    f[k + 1], f[k + 3], type
		status = 0
	}
}

END { exit status }
