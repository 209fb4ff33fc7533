# Softirqs disabled is not serving one: ipl is 0 where a thread runs with
# softirqs disabled (SOFTIRQ_DISABLE_OFFSET in its preempt count) and 1
# where a softirq is being served (SOFTIRQ_OFFSET).  A UDP datagram of
# 1234 bytes sent to 127.0.0.1 is queued on lo by the sending process
# under rcu_read_lock_bh() (net_dev_queue, 14 + 20 + 8 + 1234 bytes with
# the Ethernet header) and received by the NET_RX softirq, in the sender
# or in ksoftirqd (netif_receive_skb, 20 + 8 + 1234 bytes).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
printf '#!/bin/bash\nprintf %%1234s x > /dev/udp/127.0.0.1/9\n' > "$T/send"
chmod +x "$T/send"
"$DTRACE" -q -c "$T/send" -n '
#pragma D option aggsortkey

sdt:net::net_dev_queue
/pid == $target && args[1] == 1276/
{
	@[probename, ipl] = count();
}

sdt:net::netif_receive_skb
/args[1] == 1262/
{
	@[probename, ipl] = count();
}

END
{
	printa("%-20s %u\n", @);
}'
