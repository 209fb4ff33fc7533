# statusrate is how often the consumer checks the kernel's status
# (dynamic variable drops).  The first tick causes drops: at 100hz they
# are reported before the second tick (300 ms later); at 10s they wait
# for the last check, when tracing stops.
for rate in 100hz 10s; do
	"$DTRACE" -q -x dynvarsize=64 -x statusrate=$rate -n '
	tick-300ms /++n == 1/ { a[1] = 1; a[2] = 1; a[3] = 1; a[4] = 1; }
	tick-300ms { printf("tick %d\n", n); }
	tick-300ms /n == 3/ { exit(0); }
	END { printf("end\n"); }' 2>&1
done
