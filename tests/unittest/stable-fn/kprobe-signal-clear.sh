# signal-clear.sh by the kprobe way (DTRACE_DEBUG_KPROBE=1: kprobes, and for a
# probe at a return a kretprobe with the arguments kept from the entry,
# even where fentry works): the same output.
export DTRACE_DEBUG_KPROBE=1
. "$(dirname "$0")/signal-clear.sh"
