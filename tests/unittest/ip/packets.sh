# ip:::send and ip:::receive over loopback, IPv4 and IPv6 (a connection
# opened, used, closed, and one refused, by ../tcp/tcpconn.c), with
# DTrace's arguments: the addresses in args[2], the device in args[3],
# the header of the packet's version in args[4] or args[5] (the other
# translated from NULL), the packet in args[0] and its socket in args[1]
# (some sent packets have one; a received packet has none yet).  Each
# kind of packet is counted once (max(1)): how many segments a connection
# takes varies.  The IPv4 address is one of lo's own for this case
# (127.x.y.z), so that no other traffic counts (../loopback.sh).  The
# probes sit at the network devices here, the way of a kernel that
# cannot attach kernel functions, on any kernel (DTRACE_DEBUG_STABLE_TP=1;
# packets-fn: in the IP layer's functions, the same output).
export DTRACE_DEBUG_STABLE_TP=${DTRACE_DEBUG_STABLE_TP-1}
. "$(dirname "$0")/../loopback.sh"
loopback_setup tcpconn || exit 1
"$DTRACE" -q -c "$T/run" -n '
ip:::send, ip:::receive
/(args[2]->ip_saddr == $$1 && args[4]->ipv4_protocol == 6) ||
 (args[2]->ip_saddr == "::1" && args[5]->ipv6_nexthdr == 6)/
{
	@[probename, args[2]->ip_ver, args[2]->ip_daddr == args[2]->ip_saddr,
	    args[3]->if_name, args[3]->if_local,
	    args[4]->ipv4_protostr, args[4]->ipv4_ttl, args[4]->ipv4_ihl,
	    args[5]->ipv6_nextstr, args[5]->ipv6_hlim,
	    args[0]->pkt_addr != 0] = max(1);
	@sock[probename] = max(args[1]->cs_addr != 0);
}

END
{
	printa("%-7s %d %d %s %d %-6s %3d %2d %-6s %3d %d %@d\n", @);
	printa("%s with a socket: %@d\n", @sock);
}' "$addr" | sed 's/ *$//'
echo "status ${PIPESTATUS[0]}"
