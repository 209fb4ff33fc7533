# dtrace -l keeps DTrace's listing on stdout and says once on stderr,
# after it, how many of the probes listed cannot be enabled on this
# kernel: as many as -l -v gives an Availability section (none on a
# kernel that attaches every one of them: no line then).
for d in 'fbt::vfs_read:' 'lockstat:::' 'syscall::getppid:' 'tcp:::'; do
	note=$("$DTRACE" -l -n "$d" 2>&1 >/dev/null | sed -n \
	    's/^dtrace: \([0-9]*\) of the probes listed cannot be enabled on this kernel (dtrace -l -v says why)$/\1/p')
	avail=$("$DTRACE" -l -v -n "$d" | grep -c '^.Availability$')
	lines=$("$DTRACE" -l -n "$d" 2>/dev/null | awk 'NR > 1 && NF >= 3' | wc -l)
	shown=$("$DTRACE" -l -n "$d" 2>/dev/null | wc -l)
	[ "${note:-0}" = "$avail" ] && r=agree || r="note ${note:-0}, -l -v $avail"
	[ "$shown" = "$((lines + 1))" ] && s=listing || s="stdout: $shown lines"
	echo "$d: $r, $s"
done
