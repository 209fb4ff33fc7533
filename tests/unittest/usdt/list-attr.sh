# The stability of a usdt probe comes from its provider definition: the
# "#pragma D attributes" lines of the provider file, which dtrace -G puts
# in the DOF.  A line may give only the names' stability ("Stable": the
# rest is the maximum, Standard/Common).  -l -v prints the probe's
# description attributes, the minimum over its provider, module, function
# and name attributes, and its argument attributes; -v prints a
# description's minimum over the fields it gives (here provider and name).
. "$(dirname "$0")/build.sh"
cp "$HERE/qprov.d" "$HERE/queries.c" "$T" && cd "$T" || exit 1
cat >>qprov.d <<'_EOF'
#pragma D attributes Stable/Stable/Common provider myapp provider
#pragma D attributes External/Stable/Group provider myapp module
#pragma D attributes Stable/Evolving/Common provider myapp function
#pragma D attributes Standard/Standard/Common provider myapp name
#pragma D attributes Stable provider myapp args
_EOF
"$DTRACE" -h -s qprov.d && cc -O2 -c queries.c &&
    "$DTRACE" -G -s qprov.d queries.o && cc -o queries queries.o qprov.o ||
    exit 1
./queries go >app.out &
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q '^pid' app.out && break
	sleep 0.1
done
pid=$(sed -n 's/^pid //p' app.out)
echo "--- -l -v"
"$DTRACE" -l -v -n "myapp$pid:::query-done" |
    sed "s/^ *[0-9][0-9]* *myapp$pid *queries/ID myappPID queries/"
echo "--- -v"
"$DTRACE" -v -q -n 'BEGIN { exit(0); }' -n "myapp$pid:::query-start" \
    -n "myapp$pid:queries:main:" | sed "s/myapp$pid/myappPID/" |
    sed -n '/myappPID/,$p'
echo "status ${PIPESTATUS[0]}"
touch go
wait
