# On a kernel that refuses fentry programs, enabling a stable probe that
# sits on kernel functions fails as enabling an fbt probe does (after the
# clause compiled), with exit status 1, and nothing is left attached (the
# runner checks), not even a tracepoint probe enabled with it.  Where the
# kernel has kprobes, the message says the kprobe way is not built: both
# endings are normalised.
kp='and has no kprobes, or has them (KPROBES)'
for p in sched:::enqueue sched:::dequeue sched:::change-pri \
    proc:::signal-clear io:::wait-start io:::wait-done; do
	"$DTRACE" -x syslibdir="$DT_DLIBS" \
	    -n "sched:::wakeup { trace(args[0]->pr_lwpid); }" \
	    -n "$p { trace(args[0]); exit(0); }" 2>&1 |
	    sed -e 's/fentry programs ([^)]*)/fentry programs (REASON)/' \
	    -e "s/ and has no kprobes\$/ $kp/" \
	    -e "s/, and [a-z]*'s kprobe fallback is not built yet\$/ $kp/"
	echo "exit ${PIPESTATUS[0]}"
done
