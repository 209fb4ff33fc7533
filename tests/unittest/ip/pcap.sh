# pcap(skb, proto), as Oracle's DTrace does without tshark: the packet's
# bytes as a hex dump (tracemem()'s layout), at most pcapsize of them;
# while freopen() points the output at a file, the packets appended to it
# in the pcap format (file header: magic a1b23c4d for nanosecond stamps,
# version 2.4, snapshot length pcapsize, link type 1 for PCAP_ETHER;
# then per packet the time, the bytes captured and the packet's length,
# and the bytes).  An skb that cannot be read (NULL) captures nothing.
# Two UDP datagrams of 17 bytes to an address of lo for this case alone,
# seen at the device (DTRACE_DEBUG_STABLE_TP=1, as ip/packets): 14 bytes
# of Ethernet header, 20 of IP, 8 of UDP, the payload.
export DTRACE_DEBUG_STABLE_TP=1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
addr=127.$(($$ % 200 + 20)).$(($$ / 200 % 250 + 1)).$((RANDOM % 250 + 1))
printf 'sleep 0.3; for i in 1 2; do printf pcap-test-payload >/dev/udp/%s/9; sleep 0.1; done\n' \
    "$addr" >"$T/send"
prog='BEGIN { pcap((void *)0, PCAP_IP); printf("null: nothing\n"); }
ip:::send /args[2]->ip_daddr == $$1 && args[4]->ipv4_protocol == 17/ {'
"$DTRACE" -q -n "$prog pcap((void *)args[0]->pkt_addr, PCAP_ETHER); }" \
    -c "bash $T/send" "$addr" >"$T/out" 2>&1
echo "dump: status $?"
awk '/0123456789abcdef$/ { d++ }
    /^ +[0-9a-f]+:/ { k = NF - 2; n += k > 16 ? 16 : k; s = s $NF }
    END {
	tail = s ~ /pcap-test-payload$/ ? "the payload last" : "no payload"
	print "dump: " d " packets, " n " bytes, " tail
    }' "$T/out"
grep -v '^ *[0-9a-f]*:\|^$\|0123456789abcdef$' "$T/out"
"$DTRACE" -qw -x pcapsize=20 -n "$prog
    freopen(\"$T/cap\"); pcap((void *)args[0]->pkt_addr, PCAP_ETHER);
    freopen(\"\"); }" -c "bash $T/send" "$addr" 2>&1
echo "file: status $?"
od -An -w24 -tx4 -N24 "$T/cap" | awk '{ print "header:", $1, $2, $5, $6 }'
od -An -tu4 -j24 -N16 "$T/cap" | awk '{ print "packet 1:", $3, "of", $4, "bytes" }'
od -An -tu4 -j60 -N16 "$T/cap" | awk '{ print "packet 2:", $3, "of", $4, "bytes" }'
echo "file: $(stat -c %s "$T/cap") bytes"
