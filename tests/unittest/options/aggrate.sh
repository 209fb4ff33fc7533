# aggrate: printa() shows the aggregations as the consumer last read them,
# at most every aggrate (DTrace's snapshot; Oracle's tst.aggrate-slow and
# tst.aggrate-fast).  Six writes 0.3 s apart, each counted and printed:
# with aggrate 20s every printa() shows the same stale count (whatever it
# was at the read after BEGIN's); with 1ns each shows at least its own
# write (a later one too if a slow consumer pass takes both), the last
# all six; the end of tracing reads afresh either way.
T=$(mktemp)
trap 'rm -f "$T"' EXIT
echo 'for i in 1 2 3 4 5 6; do echo x >/dev/null; sleep 0.3; done' > "$T"
for rate in 20s 1ns; do
	"$DTRACE" -q -x aggrate=$rate -n '
	    syscall::write:entry /pid == $target/ {
		@ = count(); printa("%@d\n", @); }
	    END { printa("end %@d\n", @); }' -c "sh $T" 2>/dev/null |
	    awk -v rate=$rate '/^[0-9]/ { v[n++] = $1 } /^end/ { e = $2 }
		END {
			same = 1
			for (i = 1; i < n; i++) if (v[i] != v[0]) same = 0
			own = 1
			for (i = 0; i < n; i++) if (v[i] < i + 1) own = 0
			s = ""
			for (i = 0; i < n; i++) s = s " " v[i]
			if (rate == "20s")
				what = same ? "all the same" : "not all the same:" s
			else if (own && v[n - 1] == n)
				what = "each its own write or later, the last " v[n - 1]
			else
				what = "stale:" s
			print rate ": " n " printa, " what ", end " e
		}'
done
