# A program with <sys/sdt.h> probes alone (no DOF, so it never registers)
# started after dtrace, matched by a provider glob: dtrace sees it exec
# (the process events connector) and enables its probes, those of the
# executable and those of a library it links, which the dynamic linker
# may map after dtrace first looks.  The program waits until both
# probes' semaphores say they are traced, so every firing is seen.  Run
# twice: two processes, each its own provider (sdtlate<pid>).
. "$(dirname "$0")/build.sh"
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
wait_ready
./sdtlate
./sdtlate
wait $dt
echo "status $?"
cat out err
