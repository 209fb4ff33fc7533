# The kprobe way of lockstat's acquire and release probes, taken with
# DTRACE_DEBUG_KPROBE=1 on a kernel without kprobes: each probe's
# kretprobe program (the lock taken back from dt_kfnargs, the return
# value from pt_regs for the filters) and its entry program (which keeps
# the lock) pass the verifier (-x bpflog prints each log: "verified"
# stands for its last line), and enabling fails only at attaching, with
# the message that names the missing kprobes; exit status 1, nothing
# left behind (the runner checks).  The fentry reason, and the message
# of a kernel whose fentry works, are normalised.
asked='DTRACE_DEBUG_KPROBE=1 asked for them'
for p in adaptive-acquire adaptive-acquire-error adaptive-release \
    rw-acquire rw-release spin-acquire spin-release; do
	DTRACE_DEBUG_KPROBE=1 "$DTRACE" -x bpflog \
	    -n "lockstat:::$p { trace(arg0); trace(arg1); }" 2>&1 |
	    grep -E '^(dtrace:|BPF verifier log for|processed [0-9]+ insns)' |
	    sed -e 's/^processed [0-9]* insns.*/verified/' \
	    -e 's/ cannot attach fentry programs ([^)]*) and/ (REASON)/' \
	    -e "s/ has no kprobes ($asked)\$/ (REASON) has no kprobes/"
	echo "exit ${PIPESTATUS[0]}"
done
