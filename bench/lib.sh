# bench/lib.sh -- what the benchmarks share; sourced, with $tmp set to
# their scratch directory and $bench to their name (for messages).

# start CMD...: run CMD in the background, stdout to $tmp/out, stderr to
# $tmp/err; wait for it to print "ready" (or 10 s); its pid in $tracer
start() {
	local i
	# a background job of a script starts with SIGINT ignored, and
	# dtrace leaves an inherited SIG_IGN alone (as DTrace does): give
	# the tracer the default action back so that kill -INT stops it
	env --default-signal=INT "$@" >"$tmp/out" 2>"$tmp/err" &
	tracer=$!
	for i in $(seq 1 100); do
		grep -q ready "$tmp/out" 2>/dev/null && return 0
		kill -0 "$tracer" 2>/dev/null || break
		sleep 0.1
	done
	echo "$bench: $* did not start:" >&2
	sed 's/^/  /' "$tmp/err" >&2
	return 1
}

# stop: SIGINT the tracer; the ms it took to exit in $stopped
stop() {
	local t0 t1
	t0=$(date +%s%N)
	kill -INT "$tracer"
	wait "$tracer" 2>/dev/null
	t1=$(date +%s%N)
	stopped=$(((t1 - t0) / 1000000))
}

# median: of the numbers on stdin
median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]
	    else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# file_offset FILE VADDR: the file offset of link-time address VADDR of
# FILE (through the PT_LOAD segment that holds it), for a uprobe on it;
# fails if no segment holds it.
file_offset() {
	local type o v fsz
	while read -r type o v _ fsz _; do
		[ "$type" = LOAD ] || continue
		if [ $(($2)) -ge $((v)) ] && [ $(($2)) -lt $((v + fsz)) ]; then
			echo $(($2 - v + o))
			return 0
		fi
	done < <(readelf -lW "$1")
	return 1
}

# usdt_site_offset FILE: the file offset of FILE's first USDT probe site
# (its note's address); fails if there is none.
usdt_site_offset() {
	local loc
	loc=$(readelf -n "$1" | awk '/Location:/ { sub(",", "", $2);
	    print $2; exit }')
	[ -n "$loc" ] && file_offset "$1" "$loc"
}
