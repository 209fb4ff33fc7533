# udp:::send and udp:::receive over loopback, IPv4 and IPv6: a datagram
# from the client's port to the server's and the answer, each seen sent
# and received, with DTrace's arguments: the UDP header in args[4], the
# socket in args[3] where the datagram has one (those sent; at the
# network devices, the way of a kernel that cannot attach kernel
# functions, taken here on any kernel: DTRACE_DEBUG_STABLE_TP=1, one
# received has none yet, and udpsinfo_t's ports and addresses then come
# from the headers; a socket that is not connected has no remote port:
# -1 below).  The IPv4 address is one of lo's own for this case.
# (datagrams-fn: the same on kernel functions.)
export DTRACE_DEBUG_STABLE_TP=${DTRACE_DEBUG_STABLE_TP-1}
. "$(dirname "$0")/../loopback.sh"
loopback_setup udpping || exit 1
"$DTRACE" -q -x aggsortkey -c "$T/run" -n '
udp:::send, udp:::receive
/(args[4]->udp_sport == $2 || args[4]->udp_dport == $2) &&
 (args[2]->ip_saddr == $$1 || args[2]->ip_saddr == "::1")/
{
	@[args[2]->ip_ver, probename,
	    args[4]->udp_dport == $2 ? "to-server" : "to-client",
	    args[3]->udps_lport - $2, args[3]->udps_rport == 0 ? -1 :
	    args[3]->udps_rport - $2,
	    args[3]->udps_laddr == args[2]->ip_saddr ||
	    args[3]->udps_laddr == args[2]->ip_daddr,
	    args[4]->udp_length, args[2]->ip_plength,
	    args[3]->udps_addr != 0] = count();
}

END
{
	printa("IPv%d %-7s %-9s %2d %2d %d %d %d %d %@d\n", @);
}' "$addr" "$port"
echo "status $?"
