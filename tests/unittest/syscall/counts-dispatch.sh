# counts on the dispatcher, which more than 8 probes of a direction take
# (DTRACE_DEBUG_SYSCALL_DISPATCH=1: whatever their number): the same
# output.
export DTRACE_DEBUG_SYSCALL_DISPATCH=1
. "$(dirname "$0")/counts.sh"
