# dtrace -l -P fbt lists an entry and a return probe for each of the
# kernel's traceable functions (tens of thousands), none of them a
# compiler-made copy (foo.isra.0, foo.cold).  (How long it takes is
# bench material, not a test's: about 0.6 s here.)
"$DTRACE" -l -P fbt > "$TMPDIR/fbt.$$" || exit 1
awk '
NR > 1 && $2 == "fbt" { n[$5]++ }
NR > 1 && $4 ~ /\./ { dot++ }
NR > 1 && $4 == "vfs_read" { vr++ }
END {
	print (n["entry"] > 10000 && n["entry"] == n["return"]) ? \
	    "entry and return for every function" : "counts: " n["entry"]
	print dot ? dot " names with a dot" : "no compiler-made copies"
	print vr == 2 ? "vfs_read listed" : "vfs_read: " vr
}' "$TMPDIR/fbt.$$"
rm -f "$TMPDIR/fbt.$$"
