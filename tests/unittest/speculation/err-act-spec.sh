# A destructive action may not follow speculate() in its clause
# (D_ACT_SPEC), checked after its prototype and before chill(), panic()
# and breakpoint() are found not implemented (here with -w)
for a in 'raise(9)' 'stop()' 'system("true")' 'freopen("/dev/null")' \
    'chill(1)' 'panic()' 'breakpoint()' 'copyoutstr("a", 0, 1)'; do
	"$DTRACE" -w -x errtags -n "BEGIN { s = speculation(); }" \
	    -n "BEGIN { speculate(s); $a; }" 2>&1 | sed 's/^.*}: //'
	echo "$a: exit ${PIPESTATUS[0]}"
done
