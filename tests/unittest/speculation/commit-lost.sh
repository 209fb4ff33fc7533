# The record of a commit() can be lost like any other when the principal
# buffer is full (4k here: the fillers, of 256-byte strings, take it all).  The speculation then
# stays busy without its record; after two passes of the consumer it is
# settled as committed all the same: its record prints, and its ID is
# free again.
script=$(mktemp --suffix=.d)
{
	echo '#pragma D option quiet'
	echo '#pragma D option bufsize=4k'
	echo '#pragma D option strsize=255'
	echo 'BEGIN { s = speculation(); }'
	echo 'BEGIN { speculate(s); printf("kept\n"); }'
	for i in $(seq 1 16); do
		echo "BEGIN { printf(\"%s\", \"filler $i\\n\"); }"
	done
	echo 'BEGIN { commit(s); }'
	echo 'tick-200ms { printf("%d\n", speculation()); exit(0); }'
} > "$script"
"$1" -s "$script" 2>&1 | sed -E 's/on CPU [0-9]+/on CPU n/'
echo "exit ${PIPESTATUS[0]}"
rm -f "$script"
