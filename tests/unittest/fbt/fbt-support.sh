# fbt-support.sh -- sourced by the .skip files: does this kernel attach
# fbt probes (fentry, or kprobes)?  dtrace says which it lacks when
# neither works.
fbt_unsupported() {
	timeout 10 "$DTRACE" -q -n 'fbt::vfs_read:entry { exit(0); }' \
	    2>&1 >/dev/null | grep -q 'cannot attach fentry programs'
}
