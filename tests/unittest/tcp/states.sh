# The tcp provider's probes on changes of state, over loopback: a
# connection opened (connect-request, accept-established,
# connect-established) and one refused (connect-refused), with
# state-change's old and new states (args[5], args[3]->tcps_state) for
# the opening, and DTrace's arguments: the socket's addresses and ports
# in args[3], args[1] the socket, and no packet (args[0], args[2],
# args[4] translated from NULL).  The connection's address is one of
# lo's own for this case (127.x.y.z), so that no other connection counts.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/tcpconn" "$(dirname "$0")/tcpconn.c" || exit 1
addr=127.$(($$ % 200 + 20)).$(($$ / 200 % 250 + 1)).$((RANDOM % 250 + 1))
"$DTRACE" -q -x aggsortkey -c "$T/tcpconn $addr 4242" -n '
tcp:::state-change
/args[3]->tcps_laddr == $$1 &&
 (args[3]->tcps_state == TCP_STATE_SYN_SENT ||
  args[3]->tcps_state == TCP_STATE_SYN_RECEIVED ||
  args[3]->tcps_state == TCP_STATE_ESTABLISHED ||
  args[3]->tcps_state == TCP_STATE_LISTEN)/
{
	@states[args[3]->tcps_lport == 4242 ? "server" : "client",
	    tcp_state_string[args[5]->tcps_state],
	    tcp_state_string[args[3]->tcps_state]] = count();
}

tcp:::connect-request, tcp:::connect-established, tcp:::connect-refused,
tcp:::accept-established
/args[3]->tcps_laddr == $$1/
{
	@probes[probename, args[3]->tcps_lport == 4242 ?
	    args[3]->tcps_rport : args[3]->tcps_lport,
	    args[3]->tcps_raddr == $$1, args[3]->tcps_local,
	    args[1]->cs_addr == args[3]->tcps_addr && args[1]->cs_addr != 0,
	    args[0]->pkt_addr, args[2]->ip_ver, args[2]->ip_saddr,
	    args[4]->tcp_sport] = count();
}

END
{
	printa("%-8s %-20s %s %@d\n", @states);
	printa("%-20s %5d %d %d %d %d %d %s %d %@d\n", @probes);
}' "$addr" | sed -E 's/^(connect|accept)-([a-z]+) +[0-9]+ /\1-\2 PORT /'
echo "status ${PIPESTATUS[0]}"
