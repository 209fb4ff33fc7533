# kprobe-support.sh -- sourced by the kprobe-* tests: does this kernel
# have kprobes, for the kprobe way of the stable probes on kernel
# functions (DTRACE_DEBUG_KPROBE=1 takes it whatever the kernel has)?
# dtrace says so when it has none.
no_kprobes() {
	DTRACE_DEBUG_KPROBE=1 timeout 10 "$DTRACE" -x syslibdir="$DT_DLIBS" \
	    -q -n 'io:::wait-done { exit(0); }' 2>&1 >/dev/null |
	    grep -q 'has no kprobes'
}
