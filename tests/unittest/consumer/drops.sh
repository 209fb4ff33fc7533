# A one-page principal buffer cannot hold 40 records of 272 bytes written
# (a 256-byte string each) by one firing of BEGIN: the ones that do not fit are counted and
# reported as DTrace does, "dtrace: N drops on CPU n".
script=$(mktemp --suffix=.d)
{
	echo '#pragma D option quiet'
	echo '#pragma D option bufsize=4k'
	echo '#pragma D option strsize=255'
	for i in $(seq 1 40); do
		echo "BEGIN { printf(\"%s\", \"\"); }"
	done
	echo 'tick-100ms { exit(0); }'
} > "$script"
"$DTRACE" -s "$script" 2>&1 | sed -E 's/on CPU [0-9]+/on CPU n/'
echo "exit ${PIPESTATUS[0]}"
rm -f "$script"
