# A program with <sys/sdt.h> probes alone (it never registers) forks two
# workers without exec under a glob consumer: once they and it have
# exited, what dtrace attached for the three (links, programs) is
# released while tracing goes on (the process events connector's exit
# events), not kept until dtrace exits.
. "$(dirname "$0")/build.sh"
. "$HERE/../cleanup/kobj.bash"
cd "$T" || exit 1
cc -O2 -o sdtfork "$HERE/sdtfork.c" || exit 1
scale=${RUN_TESTS_SCALE:-1}
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    sdtfork*:::tick /arg0 == 1 && !seen[pid]/ { seen[pid] = 1; kids++; }
    sdtfork*:::tick /kids == 2 && !said/ { said = 1;
	printf("both children fired\n"); }' 2>err &
dt=$!
wait_ready
base=$(kobj_fds "$dt")
./sdtfork &
app=$!
for i in $(seq $((200 * scale))); do grep -q both out && break; sleep 0.1; done
touch stop
wait $app
for i in $(seq $((100 * scale))); do
	[ "$(kobj_fds "$dt")" -le "$base" ] && break
	sleep 0.1
done
if [ "$(kobj_fds "$dt")" -le "$base" ]; then
	echo "the processes' links and programs released while tracing"
else
	echo "still held for the gone processes: $(($(kobj_fds "$dt") - base))" \
	    "descriptors"
fi
kill -TERM $dt
wait $dt
echo "exit status $?"
grep -v ready out
cat err
