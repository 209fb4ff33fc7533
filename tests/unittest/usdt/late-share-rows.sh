# The rows and probes of gone workers are reused: with room for only two
# rows (DTRACE_DEBUG_LATEROWS=2, a test's switch), a server forks three
# workers, goes, and a second server forks three more once the first
# one's are gone: the second's workers share the program on rows the
# first's held, and the first server's and workers' probes are freed,
# their EPIDs reused (the counts DTRACE_DEBUG_LATESHARE=1 prints), and
# every worker's firing is counted under its own provider.
. "$(dirname "$0")/build.sh"
build_renamed forkrow queries || exit 1
build_forker forkrow || exit 1
scale=${RUN_TESTS_SCALE:-1}
DTRACE_DEBUG_LATEROWS=2 DTRACE_DEBUG_LATESHARE=1 "$DTRACE" -Z -q \
    -x switchrate=10hz -o out -n '
    BEGIN { printf("ready\n"); }
    forkrow*:::query-start
    {
	@n = count();
	@own["provider named for its worker"] =
	    min(probeprov == strjoin("forkrow", lltostr(pid)));
    }
    END {
	printa("%@d workers fired\n", @n);
	printa("%s: %@d\n", @own);
    }' 2>err &
dt=$!
wait_ready
# server: run one forking 3 workers until they are done
server() {
	rm -f fout go1 go2
	./forker 3 go1 go2 >fout &
	local fk=$! i
	for i in $(seq $((100 * scale))); do grep -q pid fout && break; sleep 0.1; done
	touch go1
	for i in $(seq $((100 * scale))); do grep -q forked fout && break; sleep 0.1; done
	touch go2
	wait $fk
}
server
sleep $((3 * scale))	# the first workers' links closed, probes freed
server
kill -TERM $dt
wait $dt
echo "exit status $?"
grep -v ready out
reused=$(sed -n 's/.* on \([0-9]*\) reused rows$/\1/p' err)
[ "${reused:-0}" -ge 1 ] && echo "rows reused" || echo "no row reused"
freed=$(sed -n 's/.*late probes: \([0-9]*\) freed.*/\1/p' err)
# the first server's probe and its three workers'
[ "${freed:-0}" -ge 4 ] && echo "probes freed" || echo "${freed:-no} probes freed"
sed -e '/late programs:/d' -e '/late probes:/d' err
