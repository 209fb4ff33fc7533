# 300 clauses on one probe load as one program and run in order.
script=$(mktemp --suffix=.d)
{
	echo '#pragma D option quiet'
	echo 'BEGIN { x = 0; }'
	for i in $(seq 1 300); do
		echo "BEGIN /$i > 0/ { x += $i; }"
	done
	echo 'BEGIN { printf("%d\n", x); exit(0); }'
} > "$script"
"$DTRACE" -s "$script"
rm -f "$script"
