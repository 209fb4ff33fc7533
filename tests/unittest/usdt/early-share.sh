# Two processes of one program, running before dtrace starts, matched by
# a glob: their probes' programs are the same but for the probe, so they
# share one program (-S says "sharing it"; a program each on a kernel
# without uprobe_multi links), each process's uprobes
# attached by links of its own.  When the first process exits, what
# dtrace detaches for it is its own: the second one's probes still fire.
. "$(dirname "$0")/build.sh"
build_renamed earlyshr early || exit 1
scale=${RUN_TESTS_SCALE:-1}
./early goA >outA &
a=$!
./early goB >outB &
b=$!
for i in $(seq $((100 * scale))); do
	grep -q pid outA && grep -q pid outB && break
	sleep 0.1
done
"$DTRACE" -Z -q -S -o out -n 'BEGIN { printf("ready\n"); }
    earlyshr*:::query-start
    {
	printf("%s %s %d\n", probeprov == strjoin("earlyshr", lltostr(pid)) ?
	    "earlyshrPID" : probeprov, copyinstr(arg0), arg1);
    }' 2>err &
dt=$!
wait_ready
touch goA
wait $a
sleep $((2 * scale))	# dtrace sees the first one gone and detaches it
touch goB
wait $b
for i in $(seq $((50 * scale))); do
	[ "$(grep -c earlyshrPID out)" -ge 6 ] && break
	sleep 0.1
done
kill -TERM $dt
wait $dt
echo "exit status $?"
grep '^earlyshr' out
# -S writes the programs to stderr: one shared by the two processes'
# probes where the kernel has uprobe_multi links (Linux 6.6), else a
# program each (and the firings above as they are)
shared=$(grep -c 'query-start (probe ID [0-9]*) and 1 more probes sharing it' err)
if grep -qa bpf_uprobe_multi_link /sys/kernel/btf/vmlinux; then
	[ "$shared" = 1 ] && echo "programs shared as the kernel allows" ||
	    echo "shared $shared times"
else
	[ "$shared" = 0 ] && echo "programs shared as the kernel allows" ||
	    echo "shared $shared times without uprobe_multi"
fi
grep '^dtrace:' err || true
