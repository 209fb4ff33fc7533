# dtrace -c runs the application held until its probes are enabled, so
# every firing is seen: the query text through copyinstr(arg0), the
# integer argument, and query-done, whose is-enabled probe is true only
# while it is traced.
. "$(dirname "$0")/build.sh"
build_queries || exit 1
echo "--- untraced"
./queries
echo "--- traced"
"$DTRACE" -q -n 'myapp$target:::query-start { printf("%s %d\n",
    copyinstr(arg0), arg1); } myapp$target:::query-done { printf("%s:%s:%s"
    " rows %d\n", probemod, probefunc, probename, arg0); }' -c ./queries \
    2>err
echo "status $?"
sed 's/pid [0-9]*/pid PID/' err
