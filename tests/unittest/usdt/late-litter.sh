# A glob consumer leaves nothing of its own in the registry when it ends:
# not its announcement (.consumers/<pid>), nor its acknowledgements
# (.ack-<pid>-<consumer>) of processes that were already registered when
# it came and so never waited for it, nor those a consumer killed before
# it left behind (the next consumer sweeps them).
. "$(dirname "$0")/build.sh"
cp "$HERE/qprov.d" "$HERE/queries.c" "$T" && cd "$T" || exit 1
mkdir reg && export DTRACE_HELPER_DIR=$T/reg
sed -i 's/myapp/litterapp/' qprov.d
"$DTRACE" -h -s qprov.d && sed -i 's/MYAPP_/LITTERAPP_/g' queries.c &&
    cc -O2 -c queries.c && "$DTRACE" -G -s qprov.d queries.o &&
    cc -o queries queries.o qprov.o || exit 1
./queries go1 >out1 &
wait_pid() { for i in $(seq $((100 * ${RUN_TESTS_SCALE:-1}))); do grep -q '^pid' "$1" && break
	sleep 0.1; done; }
wait_pid out1
# a consumer killed earlier left its announcement and an acknowledgement
sh -c 'exit 0' & dead=$!
wait $dead
mkdir reg/.consumers
touch reg/.consumers/$dead reg/.ack-$(sed -n 's/^pid //p' out1)-$dead
consume() {
	rm -f out	# -o appends, as DTrace's does: "ready" must be new
	"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
	    litterapp*:::query-start { n++; }
	    litterapp*:::query-start /n == 3/ { exit(0); }' 2>err &
	dt=$!
	wait_ready
}
consume
./queries
wait $dt
echo "exit status $?"
find reg -mindepth 1 -type f -printf '%P\n' |
    sed -E 's/^[0-9]+-[0-9a-f]+$/PID-DOF/'
echo "--- SIGTERM"
consume
sleep 0.5
kill -TERM $dt
wait $dt
echo "exit status $?"
find reg -mindepth 1 -type f -printf '%P\n' |
    sed -E 's/^[0-9]+-[0-9a-f]+$/PID-DOF/'
touch go1
wait
cat err
