# dtrace -l -v shows a usdt probe's argument types, the translated types
# of the provider definition (the DOF that dtrace -G put in the program),
# and its stability from the same DOF: qprov.d has no "#pragma D
# attributes" lines, so all five are DTrace's default for a provider,
# Unstable/Unstable/Common.
. "$(dirname "$0")/build.sh"
build_queries || exit 1
./queries go >app.out &
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q '^pid' app.out && break
	sleep 0.1
done
pid=$(sed -n 's/^pid //p' app.out)
"$DTRACE" -l -v -n "myapp$pid:::query-start" -n "myapp$pid:::query-done" |
    sed "s/^ *[0-9][0-9]* *myapp$pid *queries/ID myappPID queries/"
touch go
wait
