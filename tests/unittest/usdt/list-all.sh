# dtrace -l with no description, or a description without a provider,
# lists the USDT probes of the processes that registered (the helper
# registry), as DTrace lists those of processes that registered with its
# kernel helper.  The provider is renamed (laapp) and the registry
# private, so that no other case's process shows.
. "$(dirname "$0")/build.sh"
mkdir "$T/reg" && export DTRACE_HELPER_DIR=$T/reg
build_renamed laapp queries || exit 1
./queries go >app.out &
app=$!
for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
	grep -q '^pid' app.out && [ -n "$(ls reg)" ] && break
	sleep 0.1
done
pid=$(sed -n 's/^pid //p' app.out)
echo "--- dtrace -l"
"$DTRACE" -l | awk -v p="laapp$pid" '$2 == p { print "laappPID", $3, $4, $5 }'
echo "--- dtrace -l -n query-start"
"$DTRACE" -l -n query-start | awk 'NR > 1 { sub(/[0-9]+$/, "PID", $2); print $2, $3, $4, $5 }'
touch go
wait $app
