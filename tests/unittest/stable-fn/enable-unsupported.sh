# On a kernel that refuses fentry programs, enabling a stable probe that
# sits on kernel functions fails as enabling an fbt probe does (after the
# clause compiled), with exit status 1, and nothing is left attached (the
# runner checks), not even a tracepoint probe enabled with it.  (Where
# the kernel has kprobes the probes take the kprobe way: kprobe-*.)
for p in sched:::enqueue sched:::dequeue sched:::change-pri \
    proc:::signal-clear io:::wait-start io:::wait-done; do
	"$DTRACE" -x syslibdir="$DT_DLIBS" \
	    -n "sched:::wakeup { trace(args[0]->pr_lwpid); }" \
	    -n "$p { trace(args[0]); exit(0); }" 2>&1 |
	    sed -e 's/fentry programs ([^)]*)/fentry programs (REASON)/'
	echo "exit ${PIPESTATUS[0]}"
done
