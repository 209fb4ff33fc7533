# bufpolicy=ring past the kernel's ring: 999 BEGIN clauses write ~40 KB of
# perf records into a 16 KiB ring (three times bufsize, rounded up to a
# power of 2); the kernel overwrites the oldest, and of what is left the
# newest 4096 bytes print: exit()'s record and the last 255 printf()s.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
{
	echo '#pragma D option bufpolicy=ring'
	echo '#pragma D option bufsize=4096'
	echo '#pragma D option quiet'
	echo 'int i;'
	for n in $(seq 999); do echo 'BEGIN { printf("%d\n", i++); }'; done
	echo 'BEGIN { exit(0); }'
} > "$dir/wrap.d"
$DTRACE -s "$dir/wrap.d" > "$dir/out" || exit 1
head -n 1 "$dir/out"
tail -n 2 "$dir/out"
wc -l < "$dir/out"
