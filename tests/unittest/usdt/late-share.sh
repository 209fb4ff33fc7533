# A server forking 20 workers one after the other, each registering (the
# helper's atfork handler) and firing once, under a glob consumer: the
# workers' probes are the same program but for their identity, so the
# consumer loads one program for them all and attaches it for each
# worker with that worker's row (DTRACE_DEBUG_LATESHARE=1 says so at the
# end) -- and each firing still shows its own worker: its provider
# (forkshr<pid>), names, probe ID (one per worker) and arguments, and
# every firing is counted.
. "$(dirname "$0")/build.sh"
build_renamed forkshr queries || exit 1
build_forker forkshr || exit 1
scale=${RUN_TESTS_SCALE:-1}
DTRACE_DEBUG_LATESHARE=1 "$DTRACE" -Z -q -o out -n '
    BEGIN { lo = hi = 0; printf("ready\n"); }
    forkshr*:::query-start
    {
	@n = count();
	@sum = sum(arg1);
	@ids[id] = count();
	@own["provider named for its worker"] =
	    min(probeprov == strjoin("forkshr", lltostr(pid)));
	@own["module, function, name"] = min(probemod == "forker" &&
	    probefunc == "main" && probename == "query-start");
	@own["execname"] = min(execname == "forker");
	@own["arg0"] = min(copyinstr(arg0) == "work");
	lo = lo == 0 || id < lo ? id : lo;
	hi = id > hi ? id : hi;
    }
    END {
	printa("%@d workers fired\n", @n);
	printa("their numbers add up to %@d\n", @sum);
	printa("%s: %@d\n", @own);
	printf("their probe IDs span %d\n", hi - lo + 1);
    }' 2>err &
dt=$!
wait_ready
./forker 20 go1 go2 >fout &
fk=$!
for i in $(seq $((100 * scale))); do grep -q pid fout && break; sleep 0.1; done
touch go1
for i in $(seq $((300 * scale))); do grep -q forked fout && break; sleep 0.1; done
touch go2
wait $fk
kill -TERM $dt
wait $dt
echo "exit status $?"
grep -v ready out | grep -v '^ *[0-9]* *1$' | grep .
# one probe ID per worker, each firing once
echo "probe IDs: $(grep -c '^ *[0-9]* *1$' out)"
sed -e '/late probes:/d' -e 's/ on [0-9]* reused rows/ on some reused rows/' err
