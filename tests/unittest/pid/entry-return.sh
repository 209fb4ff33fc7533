# pid$target entry probes see the arguments; return probes see the
# offset of the returning instruction (arg0, checked against objdump's
# ret) and the return value (arg1); -c holds the program until then.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
rets=$(objdump -d --no-show-raw-insn "$T/target" |
    awk '/<pick>:/ { f = 1; next } f && /^$/ { exit }
	f && /\tret/ { sub(/:.*/, ""); print $1 }')
start=$(nm "$T/target" | awk '$3 == "pick" { print $1 }')
"$DTRACE" -q -n 'pid$target:a.out:add:entry { printf("add(%d, %d)\n",
    arg0, arg1); } pid$target:a.out:pick:return { printf("pick %d +%x\n",
    (int)arg1, arg0); }' -c "$T/target" 2>/dev/null >"$T/out"
echo "status $?"
for r in $rets; do	# the expected offsets of pick's returns
	printf '+%x\n' $((0x$r - 0x$start))
done | sort -u >"$T/want"
sed -n 's/^pick .* //p' "$T/out" | sort -u >"$T/got"
cmp -s "$T/want" "$T/got" && echo "return offsets agree with objdump"
sed 's/ +[0-9a-f]*$//' "$T/out"
