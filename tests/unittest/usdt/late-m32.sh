# A 32-bit program (cc -m32, dtrace -G -32) started after dtrace, matched
# by a provider glob: the i386 registration helper that -G -32 merges into
# the object registers the process, and dtrace enables its probes (late
# enabling) before its registration returns.  The first run waits until
# query-start's is-enabled probe says it is traced, the second fires at
# once.  The provider is renamed (late32app) and the registry private, so
# that no other process (another case running at the same time) matches.
. "$(dirname "$0")/build.sh"
cd "$T" && mkdir reg && export DTRACE_HELPER_DIR=$T/reg
sed 's/myapp/late32app/' "$HERE/qprov.d" >lprov.d
sed 's/MYAPP_/LATE32APP_/g; s/qprov\.h/lprov.h/' "$HERE/queries.c" >late.c
"$DTRACE" -h -s lprov.d && cc -m32 -O2 -c late.c &&
    "$DTRACE" -G -32 -s lprov.d late.o && cc -m32 -o late late.o lprov.o ||
    exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    late32app*:::query-start { printf("%s %s %d\n", probeprov ==
	strjoin("late32app", lltostr(pid)) ? "late32appPID" : probeprov,
	copyinstr(arg0), arg1); }
    late32app*:::query-start { n++; }
    late32app*:::query-start /n == 6/ { exit(0); }' 2>err &
dt=$!
wait_ready
./late -e
./late
wait $dt
echo "status $?"
cat out err
