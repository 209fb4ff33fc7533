# -i names probes by the IDs "dtrace -l" gives them, as in DTrace: to
# list (-l -i), to enable with an action (-i 'ID { ... }'), and a number
# as a description in a script.  The IDs agree with the whole listing
# also for probes made on demand (fbt), which -i makes first, in order.
"$DTRACE" -l -i 2
echo "exit $?"
"$DTRACE" -qi '1 { printf("BEGIN is %d\n", id); exit(0); }'
echo "exit $?"
d=$(mktemp -d)
"$DTRACE" -l >"$d/all"
id=$(awk '$2 == "syscall" && $4 == "getppid" && $5 == "entry" { print $1 }' \
    "$d/all")
[ "$("$DTRACE" -l -i "$id" | tail -1)" = "$(grep "^ *$id " "$d/all")" ] &&
    echo "syscall getppid entry: the same line"
# the listing's last probe of a kernel provider, whatever made it (a
# process's probes, listed after them, may be another case's that ends;
# and another case may add tracepoints, sdt probes, with perf probe or
# the uprobe events of perf's way: the IDs after them move, so the check
# is made again until the kernel providers' listing stays the same
# around it, and the line with it: an event that came and went during
# the -l -i alone moved its IDs too)
for try in 1 2 3 4 5; do
	"$DTRACE" -l | awk '$2 !~ /[0-9]$/' >"$d/all"
	last=$(awk 'END { print $1 }' "$d/all")
	line=$("$DTRACE" -l -i "$last" | tail -1)
	"$DTRACE" -l | awk '$2 !~ /[0-9]$/' >"$d/again"
	cmp -s "$d/all" "$d/again" &&
	    [ "$line" = "$(grep "^ *$last " "$d/all")" ] && break
done
[ "$line" = "$(grep "^ *$last " "$d/all")" ] &&
    echo "the last probe listed: the same line"
printf '%s\n/pid == $target/\n{\n\tprintf("%%s\\n", probefunc);\n}\n' \
    "$id" >"$d/id.d"
"$DTRACE" -q -s "$d/id.d" -c 'perl -e getppid'
echo "exit $?"
rm -rf "$d"
