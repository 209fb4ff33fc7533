# fbt's kprobe way, taken with DTRACE_DEBUG_KPROBE=1 on a kernel without
# kprobes: the kprobe program (arguments from pt_regs) and the
# kretprobe program (the return value) pass the verifier (-x bpflog
# prints each log: "verified" stands for its last line), and enabling
# fails only at attaching, with the message that names the missing
# kprobes; exit status 1, nothing left behind (the runner checks).  The
# fentry reason, and the message of a kernel whose fentry works, are
# normalised.
asked='DTRACE_DEBUG_KPROBE=1 asked for them'
for clause in 'fbt::vfs_read:entry { trace(args[0]->f_flags); trace(arg2); }' \
    'fbt::vfs_read:return { trace(arg0); trace(args[1]); }'; do
	DTRACE_DEBUG_KPROBE=1 "$DTRACE" -x bpflog -n "$clause" 2>&1 |
	    grep -E '^(dtrace:|BPF verifier log for|processed [0-9]+ insns)' |
	    sed -e 's/^processed [0-9]* insns.*/verified/' \
	    -e 's/ cannot attach fentry programs ([^)]*) and/ (REASON)/' \
	    -e "s/ has no kprobes ($asked)\$/ (REASON) has no kprobes/"
	echo "exit ${PIPESTATUS[0]}"
done
