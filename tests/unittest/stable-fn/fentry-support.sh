# fentry-support.sh -- sourced by the .skip files: can this kernel attach
# the stable probes that sit on kernel functions (fentry and fexit
# programs, or kprobes)?  dtrace says what it lacks when it cannot.
stable_fn_unsupported() {
	timeout 10 "$DTRACE" -x syslibdir="$DT_DLIBS" -q \
	    -n 'io:::wait-done { exit(0); }' 2>&1 >/dev/null |
	    grep -q 'cannot attach fentry programs'
}
