# segments-fn on the kprobe way (a kernel that refuses fentry): the
# same output.
export DTRACE_DEBUG_KPROBE=1
. "$(dirname "$0")/segments-fn.sh"
