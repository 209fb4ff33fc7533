# The ways to ask for JSON lines (-x json, -x oformat=json, -O json,
# #pragma D option json) and for the text (-x oformat=text or none, the
# default); -O and oformat refuse other formats.  Without -q a record that
# printed nothing has its line, with -q it has none.  -o writes the lines
# to the file.
mask() {
	sed -E 's/"timestamp":[0-9]+/"timestamp":T/; s/"cpu":[0-9]+/"cpu":C/'
}
prog='BEGIN { trace(1); } BEGIN { } BEGIN { exit(0); }'
for opts in "-x json" "-x oformat=json" "-O json" "-x json -q"; do
	echo "== $opts"
	"$DTRACE" $opts -n "$prog" 2>&1 | mask
done
echo "== pragma"
"$DTRACE" -q -n '#pragma D option json
BEGIN { exit(0); }' | mask
for opts in "-x oformat=text" "-x oformat=none" "-x json=no"; do
	echo "== $opts"
	"$DTRACE" $opts -q -n 'BEGIN { trace(1); exit(0); }'
	echo
done
echo "== -O xml"
"$DTRACE" -O xml -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
echo "== -x oformat=html"
"$DTRACE" -x oformat=html -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
echo "== -o"
out=$(mktemp)
"$DTRACE" -x json -q -o "$out" -n 'BEGIN { @[1] = count(); exit(0); }'
mask < "$out"
rm -f "$out"
