# -x json with aggpercpu: each entry has "per-cpu", a value for each
# possible CPU.  BEGIN runs on the dtrace command's CPU, pinned to 0 here;
# the other CPUs' values are 0 (checked, not listed: their number varies).
possible() {
	local n=0 r lo hi

	for r in $(tr ',' ' ' < /sys/devices/system/cpu/possible); do
		lo=${r%-*}
		hi=${r#*-}
		n=$((n + hi - lo + 1))
	done
	echo "$n"
}
out=$(taskset -c 0 "$DTRACE" -x json -x aggpercpu -q -n 'BEGIN {
    @a["x"] = count(); @q = quantize(3); exit(0); }')
echo "exit $?"
printf '%s\n' "$out" | jq -c --argjson n "$(possible)" \
    'select(.["aggregation-name"]) | .["aggregation-data"][0] |
    [.keys, .value // .buckets, .["per-cpu"][0],
    (.["per-cpu"] | length == $n),
    ([.["per-cpu"][1:][] | (.value // ([.buckets[].count] | add))] |
    all(. == 0))]'
