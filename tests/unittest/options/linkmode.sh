# linkmode takes DTrace's four words (we resolve every symbol at compile
# time, as kernel and static do; the others concern DOF relocation) and
# refuses any other.
for mode in kernel primary dynamic static bogus; do
	"$DTRACE" -x linkmode=$mode -q -n 'BEGIN { printf("%s\n", "ok"); exit(0); }' 2>&1
	echo "$mode: status $?"
done
