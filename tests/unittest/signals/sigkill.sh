# kill -9 of a dtrace with syscall, pid and usdt probes enabled leaves
# nothing behind: its BPF programs are gone within two seconds, no dt_
# probe event is left in tracefs, and the traced process runs on.
dir=$(mktemp -d)
cc -O2 -o "$dir/looper" "$(dirname "$0")/looper.c" || exit 1
"$DTRACE" -q -n 'BEGIN { printf("ready\n"); }
    BEGIN { printf("target %d\n", $target); }
    syscall::getppid:entry /pid == $target/ { n++; }
    pid$target:a.out:main:entry { t++; }
    looper$target:::tick { u++; }' -c "$dir/looper" > "$dir/out" 2>&1 &
dt=$!
for i in $(seq $((100 * ${RUN_TESTS_SCALE:-1}))); do grep -q ready "$dir/out" && break; sleep 0.1; done
progs() {	# IDs of the programs using the maps process $1 holds
	maps=$(cat /proc/$1/fdinfo/* 2>/dev/null |
	    sed -n 's/^map_id:[[:space:]]*//p' | sort -u | tr '\n' ' ')
	bpftool prog show 2>/dev/null | awk -v maps=" $maps" '
	    /^[0-9]+:/ { id = $1; sub(":", "", id) }
	    /map_ids/ { n = split($NF, m, ","); for (i = 1; i <= n; i++)
		if (index(maps, " " m[i] " ")) { print id; break } }' |
	    sort -u
}
ids=$(progs $dt)
echo "programs loaded before kill -9: $(echo $ids | wc -w | sed 's/^[1-9][0-9]*$/some/')"
kill -9 $dt
wait $dt 2>/dev/null
left=$ids
for i in $(seq 20); do
	left=
	for id in $ids; do
		bpftool prog show id "$id" >/dev/null 2>&1 && left="$left $id"
	done
	[ -z "$left" ] && break
	sleep 0.1
done
[ -z "$left" ] && echo "no program left" || echo "programs left:$left"
ev=0
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -e "$d/uprobe_events" ] || continue
	ev=$(grep -cE '^[a-z]+:(dt_|[^/ ]*/dt_)' "$d/uprobe_events")
	break
done
echo "dt_ uprobe events: $ev"
target=$(sed -n 's/^target //p' "$dir/out")
kill -0 "$target" 2>/dev/null && echo "target still running"
kill "$target"
rm -rf "$dir"
