# version: the D version a program is written for.  Ours, 2.0 (what -V
# says), is accepted as written and changes nothing; one we would have to
# reduce the language to, or do not know, is refused as Oracle's dtrace
# refuses it ("Operation not supported"), and a word that is no version
# is a bad value.
for v in 2.0 2.0.0 1.0 99.1 two; do
	"$DTRACE" -x version=$v -q -n 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
	echo "$v: status $?"
done
