# The registry's wait contract, from the application's side: a process
# that registers waits for the consumers announced in the registry
# (.consumers/<pid>) to acknowledge it, gives up after a bounded time if
# one never does, and ignores the announcement of a consumer that died.
. "$(dirname "$0")/build.sh"
build_queries || exit 1
mkdir reg && export DTRACE_HELPER_DIR=$T/reg DTRACE_DOF_INIT_DEBUG=1
run() {		# run [CONSUMER-PID]
	{ ./queries 2>&1 >/dev/null; find reg -mindepth 1 -printf '%P\n' |
	    sort; } |
	    sed "s|$T/reg|/REG|; s/[0-9][0-9]*-[0-9a-f]*\$/PID-DOF/;
		s|consumers/${1:-none}\$|consumers/CONSUMER|"
}
echo "--- no consumer"
run
echo "--- a consumer that died"
sh -c 'exit 0' & dead=$!
wait $dead
mkdir reg/.consumers
touch reg/.consumers/$dead
run $dead
rm reg/.consumers/$dead
echo "--- a live consumer that never acknowledges"
sleep 60 & live=$!
touch reg/.consumers/$live
run $live
kill $live
