# freopen(fmt, ...) sends the output that follows to the file it names
# (appending), freopen("") back to the original output.  A file that
# cannot be opened is reported and the output stays where it was.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$DTRACE" -w -q -o "$T/out" -n 'BEGIN {
	printf("first\n");
	freopen("'"$T"'/f%d", 1);
	printf("one\n");
	freopen("%s/f2", "'"$T"'");
	printf("two\n");
	freopen("%s", ".");
	printf("still two\n");
	freopen("");
	printf("back\n");
	exit(0);
}' 2>"$T/err"
echo "status $?"
for f in out f1 f2 err; do
	echo "== $f"
	sed "s|$T|T|g" "$T/$f"
done
