# acquire.sh by the kprobe way (DTRACE_DEBUG_KPROBE=1: kretprobes on the
# lock functions, the lock kept from a kprobe at their entry, even where
# fexit works): the same output.
export DTRACE_DEBUG_KPROBE=1
. "$(dirname "$0")/acquire.sh"
