# A process started after dtrace is traced: with a provider glob, dtrace
# watches the helper registry and enables its probes when it registers
# (late enabling).  Two processes, one after the other.  The first waits
# until query-start's is-enabled probe says it is traced; the second
# fires at once: its registration waits until dtrace has enabled its
# probes (the registry's acknowledgement), so none is missed.  The provider is
# renamed (lateapp) and the registry private, so that no other process
# (another case running at the same time) matches.
. "$(dirname "$0")/build.sh"
mkdir "$T/reg" && export DTRACE_HELPER_DIR=$T/reg
build_renamed lateapp late || exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    lateapp*:::query-start { printf("%s %s %d\n", probeprov ==
	strjoin("lateapp", lltostr(pid)) ? "lateappPID" : probeprov,
	copyinstr(arg0), arg1); }
    lateapp*:::query-start { n++; }
    lateapp*:::query-start /n == 6/ { exit(0); }' 2>err &
dt=$!
wait_ready
./late -e
./late
wait $dt
echo "status $?"
cat out err
