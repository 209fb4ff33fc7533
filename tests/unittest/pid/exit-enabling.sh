# A -p target that exits while dtrace is enabling its probes (all of
# libc's functions take a few hundred milliseconds here), once it has
# mapped libc: whichever step
# it dies in -- before the probes are made (exited, or a zombie not yet
# waited for), while they are attached, or once tracing -- dtrace ends
# with DTrace's message and status (none and 0 once tracing, as Oracle's
# dtrace) and leaves nothing behind (the runner checks for leftover
# programs and uprobes).
T=$(mktemp)
trap 'rm -f "$T" "$T.err"' EXIT
for delay in 0.05 0.1 0.15 0.2 0.25 0.3 0.4 0.6; do
	sleep "$delay" &
	pid=$!
	# not before it has mapped libc: a process still in the dynamic
	# linker has no libc.so.6 to match (loaded machines got there)
	while [ -e "/proc/$pid" ] && ! grep -q libc "/proc/$pid/maps" \
	    2>/dev/null; do
		:
	done
	"$DTRACE" -q -n "pid$pid:libc.so.6::entry { @ = count(); }" -p "$pid" \
	    >/dev/null 2>"$T.err"
	status=$?
	if grep -qE "^dtrace: (invalid probe specifier .*: )?failed to grab \
pid $pid: (No such|Zombie) process\$" "$T.err" && [ $status = 1 ]; then
		echo "ok"	# died before or while attaching
	elif [ ! -s "$T.err" ] && [ $status = 0 ]; then
		echo "ok"	# died while traced
	else
		echo "delay $delay: status $status"
		cat "$T.err"
	fi
	wait
done | sort | uniq -c
