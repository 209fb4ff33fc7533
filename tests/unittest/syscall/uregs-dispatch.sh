# uregs on the dispatcher (a raw tracepoint program, where the probes'
# own events give a tracepoint program): the same output.
export DTRACE_DEBUG_SYSCALL_DISPATCH=1
. "$(dirname "$0")/uregs.sh"
