# datagrams on a kernel that attaches kernel functions (fentry,
# kprobes): a datagram received is seen where UDP queues it on its
# socket (udp_queue_rcv_skb, udpv6_queue_rcv_skb), which args[3] then
# is: not connected, so its remote port is none (-1).
export DTRACE_DEBUG_STABLE_TP=0
. "$(dirname "$0")/datagrams.sh"
