# aggpercpu: printa() without a format follows each value with each CPU's,
# "\n    [CPU n]" and the value printed the same way.  BEGIN runs on the
# CPU of the dtrace command (a BPF test run), here pinned to CPU 0, so the
# values are CPU 0's and every other possible CPU shows 0: those lines
# are counted, not listed, for the test to hold on any machine.
possible() {
	local n=0 r lo hi

	for r in $(tr ',' ' ' < /sys/devices/system/cpu/possible); do
		lo=${r%-*}
		hi=${r#*-}
		n=$((n + hi - lo + 1))
	done
	echo "$n"
}

out=$(taskset -c 0 "$DTRACE" -q -x aggpercpu -n 'BEGIN {
	@c["x"] = count();
	@c["x"] = count();
	@c["y"] = count();
	@m = min(-3);
	printa(@c);
	printa(@m);
	exit(0);
}')
echo "exit $?"
others=$(echo "$out" | grep -c '^    \[CPU [1-9][0-9]*\]  *0$')
echo "$out" | grep -v '^    \[CPU [1-9][0-9]*\]'
if [ "$others" -eq $((3 * ($(possible) - 1))) ]; then
	echo "each other possible CPU: 0"
else
	echo "$others lines of 0 for $(($(possible) - 1)) other CPUs"
fi
