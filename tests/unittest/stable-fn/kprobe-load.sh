# The kprobe way of the stable probes on kernel functions, taken with
# DTRACE_DEBUG_KPROBE=1 on a kernel without kprobes: each probe's program
# (a kprobe program, its arguments from pt_regs; for a probe at a return,
# a kretprobe program taking them back from dt_kfnargs) and, for a probe
# at a return, the entry program that keeps them, pass the verifier
# (-x bpflog prints each log: "verified" stands for its last line), and
# enabling fails only at attaching, with the message that names the
# missing kprobes; exit status 1, nothing left behind (the runner checks).
# The fentry reason, and the message of a kernel whose fentry works, are
# normalised.
asked='DTRACE_DEBUG_KPROBE=1 asked for them'
io='{ trace(args[0]->b_bcount); trace(args[1]->dev_major); }'
for clause in \
    'sched:::enqueue { trace(args[1]->pr_pid); trace(args[2]->cpu_id);
	trace(args[3]); }' \
    'sched:::dequeue { trace(args[0]->pr_lwpid); trace(args[2]->cpu_id); }' \
    'sched:::change-pri { trace(args[1]->pr_pid); trace(args[2]); }' \
    'proc:::signal-clear { trace(args[0]); }' \
    "io:::wait-start $io" "io:::wait-done $io"
do
	DTRACE_DEBUG_KPROBE=1 "$DTRACE" -x syslibdir="$DT_DLIBS" -x bpflog \
	    -n "$clause" 2>&1 |
	    grep -E '^(dtrace:|BPF verifier log for|processed [0-9]+ insns)' |
	    sed -e 's/^processed [0-9]* insns.*/verified/' \
	    -e 's/ cannot attach fentry programs ([^)]*) and/ (REASON)/' \
	    -e "s/ has no kprobes ($asked)\$/ (REASON) has no kprobes/"
	echo "exit ${PIPESTATUS[0]}"
done
