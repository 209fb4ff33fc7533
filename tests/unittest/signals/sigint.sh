# SIGINT (Ctrl-C) and SIGTERM stop tracing as exit() does: END runs, the
# aggregations are printed, and dtrace exits 0.  (Job control keeps the
# background dtrace from ignoring SIGINT, as a shell's background jobs do.)
set -m
for sig in INT TERM; do
	"$DTRACE" -q -n 'BEGIN { @sum["five"] = sum(5); printf("ready\n"); }
	    END { printf("END ran\n"); }' > out.$sig 2>&1 &
	pid=$!
	for i in $(seq 50); do grep -q ready out.$sig && break; sleep 0.1; done
	kill -$sig $pid
	wait $pid
	echo "SIG$sig: status $?"
	cat out.$sig
	rm -f out.$sig
done
