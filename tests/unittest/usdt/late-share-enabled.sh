# Is-enabled probes of processes whose probes share a late program: two
# processes of one program start after dtrace, one after the other; the
# second one's probes run the program loaded for the first's program
# (DTRACE_DEBUG_LATESHARE=1 says one was shared), and its semaphores are
# raised for it as for the first (its query-start says it is enabled and
# query-done fires), each firing under its own provider.
. "$(dirname "$0")/build.sh"
build_renamed enshr enq || exit 1
scale=${RUN_TESTS_SCALE:-1}
DTRACE_DEBUG_LATESHARE=1 "$DTRACE" -Z -q -o out -n '
    BEGIN { printf("ready\n"); }
    enshr*:::query-start, enshr*:::query-done
    {
	@[probeprov == strjoin("enshr", lltostr(pid)) ? "enshrPID" :
	    probeprov, probename] = count();
    }' 2>err &
dt=$!
wait_ready
./enq -e
./enq -e
./enq -e
kill -TERM $dt
wait $dt
echo "exit status $?"
grep -v ready out
n=$(sed -n 's/.*; \([0-9]*\) probes attached to them.*/\1/p' err)
[ "${n:-0}" -ge 2 ] && echo "a later process's probes shared" ||
    echo "${n:-no} probes shared"
sed -e '/late probes:/d' -e '/late programs:/d' err
