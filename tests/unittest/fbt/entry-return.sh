# fbt traces a kernel function: ksys_read's entry sees its arguments (arg0
# the file descriptor cat reads), its return arg0 -1 (the returning
# instruction is not known) and arg1 the byte count.
"$DTRACE" -q -c 'cat /etc/hostname' -n '
fbt::ksys_read:entry /pid == $target/ { e++; fd = arg0; }
fbt::ksys_read:return /pid == $target && arg0 == -1 && (int)arg1 >= 0/ { r++; }
END {
	printf("entry %s, return %s, fd %s\n", e > 0 ? "seen" : "missed",
	    r > 0 ? "seen" : "missed", fd >= 0 && fd < 1024 ? "ok" : "bad");
}' >"$TMPDIR/er.$$"
rc=$?
grep -v "$(cat /etc/hostname)" "$TMPDIR/er.$$"
rm -f "$TMPDIR/er.$$"
echo "exit $rc"
