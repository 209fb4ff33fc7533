# Every instruction of libc as a pid probe (some 300,000: one an
# instruction offset of each function, besides entry and return): they
# are listed, each once, with the first function's entry among them.
# Making a probe looks it up by name first; a lookup that walked every
# probe made this quadratic (it did not end in 16 minutes).
"$DTRACE" -l -n 'pid$target:libc.so.6::' -c /bin/true 2>/dev/null |
awk 'NR > 1 { n++; seen[$3 ":" $4 ":" $5]++ }
END {
	for (k in seen) if (seen[k] > 1) dup++
	printf("more than 100000 probes: %s\n", n > 100000 ? "yes" : "no")
	printf("listed twice: %d\n", dup)
}'
"$DTRACE" -l -n 'pid$target:libc.so.6:malloc:entry' -c /bin/true 2>/dev/null |
    awk 'NR > 1 { print $3, $4, $5 }'
