# late-share on the way of a kernel without uprobe_multi links (before
# Linux 6.6): no cookies, so no rows: every worker's probe gets a program
# of its own, as before (nothing is shared: DTRACE_DEBUG_LATESHARE=1
# says nothing), and each firing shows its own worker.  Each program is
# verified on this way while the worker waits for it (a bounded wait,
# dth_registry.h), so how many fire under load is not checked here: that
# every one that fires is right, with a probe ID of its own.
export DTRACE_DEBUG_KFEAT_OFF=uprobe_multi
. "$(dirname "$0")/build.sh"
build_renamed forknom queries || exit 1
build_forker forknom || exit 1
scale=${RUN_TESTS_SCALE:-1}
DTRACE_DEBUG_LATESHARE=1 "$DTRACE" -Z -q -o out -n '
    BEGIN { printf("ready\n"); }
    forknom*:::query-start
    {
	@n = count();
	@ids[id] = count();
	@own["provider named for its worker"] =
	    min(probeprov == strjoin("forknom", lltostr(pid)));
	@own["module, function, name"] = min(probemod == "forker" &&
	    probefunc == "main" && probename == "query-start");
	@own["execname"] = min(execname == "forker");
	@own["arg0"] = min(copyinstr(arg0) == "work");
    }
    END {
	printa("%@d workers fired\n", @n);
	printa("%s: %@d\n", @own);
    }' 2>err &
dt=$!
wait_ready
./forker 5 go1 go2 >fout &
fk=$!
for i in $(seq $((100 * scale))); do grep -q pid fout && break; sleep 0.1; done
touch go1
for i in $(seq $((300 * scale))); do grep -q forked fout && break; sleep 0.1; done
touch go2
wait $fk
kill -TERM $dt
wait $dt
echo "exit status $?"
fired=$(sed -n 's/^\([0-9]*\) workers fired$/\1/p' out)
ids=$(grep -c '^ *[0-9]* *1$' out)
[ "${fired:-0}" -ge 1 ] && [ "$ids" = "$fired" ] &&
    echo "workers fired, each under a probe ID of its own" ||
    echo "fired: ${fired:-none}, probe IDs: $ids"
grep -v ready out | grep -v '^ *[0-9]* *1$' | grep -v 'workers fired' | grep .
sed '/late probes:/d' err
