# vtimestamp is the thread's time on CPU: across 200 ms of busy loop
# (measured by the thread's own CPU clock) it grows by that (at least
# 195 ms: when a switch is missed under load it may be up to a tick
# behind the kernel's own count, see dt_vtime.c), and by no more than
# timestamp (give or take 0.5%: where vtimestamp takes the kernel's
# count, it is by the scheduler's clock, which may run apart from
# timestamp's by a few hundred ppm: 57 us over 200 ms in Linux 6.12
# under emulation, 3.5 us on 6.1); across a
# 300 ms sleep by almost nothing (under 20 ms) while timestamp grows by
# the 300 ms.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/vtime-target.c" || exit 1
"$DTRACE" -q -n '
syscall::getppid:entry
/pid == $target/
{
	n++;
	vt[n] = vtimestamp;
	ts[n] = timestamp;
}

syscall::exit_group:entry
/pid == $target/
{
	printf("busy: vtimestamp grew %s\n",
	    vt[2] - vt[1] >= 195000000 ? ">= 195 ms" : "too little");
	printf("busy: vtimestamp %s timestamp\n",
	    vt[2] - vt[1] <= (ts[2] - ts[1]) / 1000 * 1005 ? "<=" : ">");
	printf("sleep: vtimestamp grew %s\n",
	    vt[3] - vt[2] < 20000000 ? "< 20 ms" : "too much");
	printf("sleep: timestamp grew %s\n",
	    ts[3] - ts[2] >= 300000000 ? ">= 300 ms" : "too little");
	printf("first read: %s\n", vt[1] < 1000000000 ? "small" : "large");
}' -c "$T/target"
echo "status $?"
