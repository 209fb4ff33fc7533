# fentry-support.sh -- sourced by the .skip files: can this kernel attach
# lockstat's acquire and release probes (fexit programs, or kprobes)?
# dtrace says what it lacks when it cannot.
lockstat_fn_unsupported() {
	timeout 10 "$DTRACE" -q -n 'lockstat:::adaptive-release { exit(0); }' \
	    2>&1 >/dev/null | grep -q 'cannot attach fentry programs'
}
