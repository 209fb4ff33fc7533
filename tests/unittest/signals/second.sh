# A second signal while dtrace is still stopping ends it at once (status
# 1).  Here its output is a pipe nobody reads, so dtrace is stuck writing
# when the first SIGINT comes and again while it stops.
set -m
mkfifo fifo
exec 3<>fifo
"$DTRACE" -q -n 'tick-1ms { printf("%0200d\n", 0); }' >&3 2>/dev/null &
pid=$!
sleep 1.5
kill -INT $pid
sleep 0.5
kill -0 $pid 2>/dev/null && echo "still stopping after one SIGINT"
kill -INT $pid
for i in $(seq 20); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill -0 $pid 2>/dev/null && { echo "still running"; kill -9 $pid; }
wait $pid
echo "status $?"
exec 3>&-
rm -f fifo
