# A program with <sys/sdt.h> probes alone (no DOF, so it never registers)
# started after dtrace, matched by a provider glob: dtrace sees it exec
# (the process events connector) and enables its probes, those of the
# executable and those of a library it links, which the dynamic linker
# may map after dtrace first looks.  The program waits until both
# probes' semaphores say they are traced, so every firing is seen.  Run
# twice: two processes, each its own provider (sdtlate<pid>).
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
cc -O2 -fPIC -shared -DSDTLATE_LIB -o libsdtlate.so "$HERE/sdtlate.c" &&
    cc -O2 -o sdtlate "$HERE/sdtlate.c" -L. -lsdtlate -Wl,-rpath,"$T" ||
    exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    sdtlate*:::tick, sdtlate*:::libtick {
	printf("%s %s %s %d\n", probeprov == strjoin("sdtlate",
	    lltostr(pid)) ? "sdtlatePID" : probeprov, probemod, probename,
	    arg0); }
    sdtlate*::: { n++; }
    sdtlate*::: /n == 12/ { exit(0); }' 2>err &
dt=$!
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q ready out 2>/dev/null && break
	sleep 0.1
done
./sdtlate
./sdtlate
wait $dt
echo "status $?"
cat out err
