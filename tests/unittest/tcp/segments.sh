# tcp:::send and tcp:::receive over loopback, IPv4 and IPv6: the segments
# that open a connection and refuse one (SYN, SYN|ACK, RST|ACK), each
# kind counted once (the other segments' number varies), on each side:
# the server's is the end whose local port is the listener's.  A sent
# segment of a connection has its socket in args[3]; at the network
# devices (the way of a kernel that cannot attach kernel functions,
# taken here on any kernel: DTRACE_DEBUG_STABLE_TP=1) a received one has
# none yet (nor a SYN|ACK, sent by the request, nor an RST, sent by the
# kernel's own socket), and its ports and addresses come from its
# headers, args[2] and args[4].  accept-refused is the RST|ACK the
# kernel sends for the SYN to the closed port, once a family.
# (segments-fn: the same on kernel functions.)
export DTRACE_DEBUG_STABLE_TP=${DTRACE_DEBUG_STABLE_TP-1}
. "$(dirname "$0")/../loopback.sh"
loopback_setup tcpconn || exit 1
"$DTRACE" -q -x aggsortkey -c "$T/run" -n '
tcp:::send, tcp:::receive
/(args[3]->tcps_lport == $2 || args[3]->tcps_rport == $2) &&
 (args[4]->tcp_flags & (TH_SYN | TH_RST)) != 0 &&
 (args[2]->ip_saddr == $$1 || args[2]->ip_saddr == "::1")/
{
	@[args[2]->ip_ver, probename, args[3]->tcps_lport == $2 ?
	    "server" : "client",
	    args[4]->tcp_flags == (TH_SYN | TH_ACK) ? "SYN|ACK" :
	    args[4]->tcp_flags == TH_SYN ? "SYN" :
	    args[4]->tcp_flags == (TH_RST | TH_ACK) ? "RST|ACK" : "other",
	    args[3]->tcps_laddr == args[3]->tcps_raddr,
	    args[3]->tcps_addr != 0] = max(1);
}

tcp:::accept-refused
/args[3]->tcps_lport == $2 &&
 (args[2]->ip_saddr == $$1 || args[2]->ip_saddr == "::1")/
{
	@refused[args[2]->ip_ver, args[4]->tcp_flags,
	    args[3]->tcps_raddr == args[2]->ip_daddr] = count();
}

END
{
	printa("IPv%d %-7s %-6s %-7s %d %d %@d\n", @);
	printa("IPv%d accept-refused flags %x to the peer %d: %@d\n",
	    @refused);
}' "$addr" "$port"
echo "status $?"
