# dtrace -l -P fbt lists an entry and a return probe for each of the
# kernel's traceable functions (tens of thousands), none of them a
# compiler-made copy (foo.isra.0, foo.cold), and quickly: the table is
# read once and looked up, not walked per probe.
start=$(date +%s%N)
"$DTRACE" -l -P fbt > "$TMPDIR/fbt.$$" || exit 1
ms=$(( ($(date +%s%N) - start) / 1000000 ))
awk -v ms="$ms" '
NR > 1 && $2 == "fbt" { n[$5]++ }
NR > 1 && $4 ~ /\./ { dot++ }
NR > 1 && $4 == "vfs_read" { vr++ }
END {
	print (n["entry"] > 10000 && n["entry"] == n["return"]) ? \
	    "entry and return for every function" : "counts: " n["entry"]
	print dot ? dot " names with a dot" : "no compiler-made copies"
	print vr == 2 ? "vfs_read listed" : "vfs_read: " vr
	print ms < 3000 ? "listed within 3 s" : "took " ms " ms"
}' "$TMPDIR/fbt.$$"
rm -f "$TMPDIR/fbt.$$"
