# packets on a kernel that attaches kernel functions (fentry, kprobes):
# in the IP layer (ip_finish_output, ip6_finish_output, ip_local_deliver,
# ip6_input), the same output.
export DTRACE_DEBUG_STABLE_TP=0
. "$(dirname "$0")/packets.sh"
