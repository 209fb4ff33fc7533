# Without a CPU PMU (most virtual machines) cpc lists no hardware event,
# and naming one matches nothing.
"$DTRACE" -l -P cpc |
    awk 'NR > 1 && $3 ~ /cycles|instructions|branch|cache_/ {
	print "listed: " $3 }'
"$DTRACE" -n 'cpc:::cycles-all-100000 { exit(0); }'
echo "exit $?"
"$DTRACE" -n 'cpc:::perf_count_hw_cache_l1d-all-100000 { exit(0); }'
echo "exit $?"
