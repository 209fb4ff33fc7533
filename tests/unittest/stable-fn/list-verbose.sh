# dtrace -lv for each stable probe on kernel functions: Oracle's
# stability (Private probe descriptions, Evolving/ISA arguments) and
# argument types, in the form Oracle's tests check them (the header line
# dropped, the probe line without its ID).  Listed whatever the kernel
# can attach, without the Availability section a kernel that cannot has
# (list/verbose-avail).  (change-pri and signal-clear are not in
# Oracle's lists: Solaris's types, with Oracle's int for pri_t.)
for p in sched:::change-pri sched:::dequeue sched:::enqueue \
    proc:::signal-clear io:::wait-start io:::wait-done; do
	"$DTRACE" -lvn "$p" |
	    awk 'NR == 1 { next } NR == 2 { print "PROBE", $2, $3, $NF; next }
		/^\tAvailability$/ { skip = 2; next } skip > 0 { skip--; next }
		{ print }'
done
