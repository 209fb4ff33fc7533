# segments on a kernel that attaches kernel functions (fentry, kprobes):
# a segment received is seen where TCP has found its socket
# (tcp_rcv_established, tcp_rcv_state_process), which args[3] then is:
# the client's for the SYN|ACK and the RST|ACK it gets, the listener's
# for the SYN to the open port (whose remote address is none: 0 in the
# fifth column); the SYN to the closed port has no socket, and is seen
# where the kernel answers it with a reset (tcp_v4_send_reset,
# tcp_v6_send_reset), its ports and addresses from its headers.
export DTRACE_DEBUG_STABLE_TP=0
. "$(dirname "$0")/segments.sh"
