# cpc:::page_faults-user-100 fires on every 100th user-mode page fault of
# a CPU.  The trigger makes 10000 faults (one a fresh page) plus the few
# hundred of starting up, so about 100 of the samples are its own (some go
# to whatever else faults on its CPUs, some counts are left over on a CPU
# it leaves).  Every sample is in user mode: arg0 (kernel PC) is 0 and
# arg1 (user PC) is not.
dir=$(mktemp -d)
cc -O1 -o "$dir/touch" touch.c || exit 1
"$DTRACE" -q -c "$dir/touch 10000" -n '
cpc:::page_faults-user-100 /pid == $target/ { n++; }
cpc:::page_faults-user-100 /pid == $target && (arg0 != 0 || arg1 == 0)/
{ bad++; }
END {
	printf("%s\n", n >= 85 && n <= 125 ? "about 100 samples" : "other");
	printf("%d not in user mode\n", bad);
}'
rc=$?
[ "$rc" = 0 ] || echo "exit $rc"
rm -rf "$dir"
