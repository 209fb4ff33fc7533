# iregs, the integer registers DTrace's code generator may use: Oracle's
# takes 1 to 8 (the BPF registers it allocates) and refuses more; ours
# allocates BPF registers itself, so 1 to 8 change nothing, and 0 or 9
# are refused with Oracle's message, on the command line and in a pragma.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for n in 1 8 0 9; do
	"$DTRACE" -x iregs=$n -qn 'BEGIN { a = 1; trace(a); exit(0); }' 2>&1
	echo " status $?"
done
printf '#pragma D option iregs=9\nBEGIN { a = 1; trace(a); exit(0); }\n' \
    >"$T/iregs.d"
"$DTRACE" -s "$T/iregs.d" 2>&1 | sed "s|$T/||"
echo "status ${PIPESTATUS[0]}"
